import { useWords } from '../../i18n';
import { followInPage, navigate } from '../../navigate';
import { dayKey, days, isoLocal, sameDay } from './dates';
import { dropTarget, onEmpty } from './drop-target';
import { PostChip } from './post-chip';
import { placedAt, type Post } from './placed-posts';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Seven days by the hour. A post dropped in an hour moves there (keeping its minutes); each hour
 * has a link to compose at its start, and a click on its empty space does the same.
 */
export function WeekGrid(props: {
  from: Date;
  to: Date;
  posts: Post[];
  onMove: (post: Post, to: Date) => void;
}) {
  const t = useWords().cal;
  const week = days(props.from, props.to);
  const today = new Date();
  const label = (d: Date) =>
    d.toLocaleDateString(t.dateLocale, { weekday: 'short', day: 'numeric', month: 'short' });
  const slotTime = (day: Date, hour: number) =>
    new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour);
  const dropOn = (day: Date, hour: number) => (id: string) => {
    const post = props.posts.find((p) => p.id === id);
    if (!post) return;
    const to = slotTime(day, hour);
    to.setMinutes(placedAt(post).getMinutes());
    props.onMove(post, to);
  };

  return (
    <div class="calendar-scroll">
      <table class="week-grid">
        <thead>
          <tr>
            <th scope="col">
              <span class="visually-hidden">{t.hour}</span>
            </th>
            {week.map((d) => (
              <th scope="col" key={dayKey(d)} class={sameDay(d, today) ? 'today' : ''}>
                {label(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {HOURS.map((hour) => (
            <tr key={hour}>
              <th scope="row">{`${pad(hour)}:00`}</th>
              {week.map((day) => {
                const posts = props.posts.filter((p) => {
                  const at = placedAt(p);
                  return sameDay(at, day) && at.getHours() === hour;
                });
                const start = slotTime(day, hour);
                const compose = `/compose?at=${encodeURIComponent(isoLocal(start))}`;
                return (
                  <td
                    key={dayKey(day)}
                    data-slot={`${dayKey(day)}T${pad(hour)}`}
                    {...dropTarget(dropOn(day, hour))}
                    onClick={onEmpty(() => navigate(compose))}
                  >
                    <a
                      class="slot-add"
                      href={compose}
                      onClick={followInPage}
                      aria-label={t.composeOn(`${label(day)} ${pad(hour)}:00`)}
                    >
                      +
                    </a>
                    {posts.length > 0 && (
                      <ul class="chips">
                        {posts.map((p) => (
                          <PostChip key={p.id} post={p} onMove={props.onMove} />
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
