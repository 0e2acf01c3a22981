import { useWords } from '../../i18n';
import { followInPage, navigate } from '../../navigate';
import { composeTimeFor, dayKey, days, isoLocal, onDayAt, sameDay } from './dates';
import { dropTarget, onEmpty } from './drop-target';
import { PostChip } from './post-chip';
import { placedAt, type Post } from './placed-posts';

/**
 * Whole weeks around a month, a cell per day with its posts. A post dropped on a day keeps its
 * time of day; the day's number composes there, as does a click on the cell's empty space.
 */
export function MonthGrid(props: {
  from: Date;
  to: Date;
  month: number;
  posts: Post[];
  onMove: (post: Post, to: Date) => void;
}) {
  const t = useWords().cal;
  const all = days(props.from, props.to);
  const weeks: Date[][] = [];
  for (let i = 0; i < all.length; i += 7) weeks.push(all.slice(i, i + 7));
  const today = new Date();
  const weekday = (d: Date) => d.toLocaleDateString(t.dateLocale, { weekday: 'short' });
  const longDay = (d: Date) =>
    d.toLocaleDateString(t.dateLocale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const dropOn = (day: Date) => (id: string) => {
    const post = props.posts.find((p) => p.id === id);
    if (post) props.onMove(post, onDayAt(day, placedAt(post)));
  };

  return (
    <div class="calendar-scroll">
      <table class="month-grid">
        <thead>
          <tr>
            {weeks[0]?.map((d) => (
              <th scope="col" key={d.getDay()}>
                {weekday(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0])}>
              {week.map((day) => {
                const posts = props.posts.filter((p) => sameDay(placedAt(p), day));
                const compose = `/compose?at=${encodeURIComponent(isoLocal(composeTimeFor(day)))}`;
                return (
                  <td
                    key={dayKey(day)}
                    data-date={dayKey(day)}
                    class={[
                      day.getMonth() === props.month ? '' : 'other-month',
                      sameDay(day, today) ? 'today' : '',
                    ].join(' ')}
                    {...dropTarget(dropOn(day))}
                    onClick={onEmpty(() => navigate(compose))}
                  >
                    <a
                      class="day-number"
                      href={compose}
                      onClick={followInPage}
                      aria-label={t.composeOn(longDay(day))}
                    >
                      {day.getDate()}
                    </a>
                    {posts.length > 0 && (
                      <ul class="chips" aria-label={t.postsOn(longDay(day))}>
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
