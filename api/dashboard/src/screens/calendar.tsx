import { useEffect, useState } from 'preact/hooks';
import { api } from '../api';
import { useWords } from '../i18n';
import { refusalOf, wordRefusal } from '../refusal';
import './calendar.css';
import { isoLocal, rangeOf, startOfDay, step, type View } from './calendar/dates';
import { MonthGrid } from './calendar/month-grid';
import { SHOWN_STATUSES, type Post } from './calendar/placed-posts';
import { WeekGrid } from './calendar/week-grid';

/**
 * The chosen workspace's scheduled, going-out and settled posts by month or week, in the person's
 * time zone. A scheduled post moves by drag or by its Move button (PATCH `scheduledAt`); a refusal
 * puts it back and says why.
 */
export function Calendar(props: { workspaceId: string }) {
  const words = useWords();
  const t = words.cal;
  const [view, setView] = useState<View>('month');
  const [anchor, setAnchor] = useState(() => startOfDay(new Date()));
  const [posts, setPosts] = useState<Post[] | null>(null);
  const [error, setError] = useState('');
  const headers = { 'x-service-workspace': props.workspaceId };
  const { from, to } = rangeOf(view, anchor);

  useEffect(() => {
    let current = true;
    setPosts(null);
    api
      .GET('/v1/posts', {
        headers,
        params: {
          query: {
            status: SHOWN_STATUSES.join(','),
            since: isoLocal(from),
            until: isoLocal(new Date(to.getTime() - 1000)),
            sort: 'scheduled',
            limit: 100,
          },
        },
      })
      .then(({ data, error: refused }) => {
        if (!current) return;
        if (data) setPosts(data.data);
        else setError(refusalOf(refused).message);
      });
    return () => {
      current = false;
    };
  }, [props.workspaceId, view, from.getTime()]);

  const move = async (post: Post, when: Date) => {
    setError('');
    const scheduledAt = isoLocal(when);
    // Shown at once where it was dropped; put back if the API refuses.
    setPosts((list) => list?.map((p) => (p.id === post.id ? { ...p, scheduledAt } : p)) ?? list);
    const { data, error: refused } = await api.PATCH('/v1/posts/{id}', {
      headers,
      params: { path: { id: post.id } },
      body: { scheduledAt },
    });
    if (data) setPosts((list) => list?.map((p) => (p.id === post.id ? data : p)) ?? list);
    else {
      setPosts((list) => list?.map((p) => (p.id === post.id ? post : p)) ?? list);
      setError(wordRefusal(refusalOf(refused), t.moveRefused));
    }
  };

  const title =
    view === 'month'
      ? anchor.toLocaleDateString(t.dateLocale, { month: 'long', year: 'numeric' })
      : `${from.toLocaleDateString(t.dateLocale, { month: 'short', day: 'numeric' })} – ${new Date(
          to.getTime() - 1,
        ).toLocaleDateString(t.dateLocale, { month: 'short', day: 'numeric', year: 'numeric' })}`;

  return (
    <section aria-labelledby="calendar-title" class="calendar">
      <h1 id="calendar-title">{words.calendar}</h1>
      <div class="calendar-bar">
        <div role="group" aria-label={t.calendarView}>
          {(['month', 'week'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)}>
              {v === 'month' ? t.monthView : t.weekView}
            </button>
          ))}
        </div>
        <div>
          <button type="button" onClick={() => setAnchor(step(view, anchor, -1))}>
            {t.previous}
          </button>{' '}
          <button type="button" onClick={() => setAnchor(startOfDay(new Date()))}>
            {t.today}
          </button>{' '}
          <button type="button" onClick={() => setAnchor(step(view, anchor, 1))}>
            {t.next}
          </button>
        </div>
        <h2 aria-live="polite">{title}</h2>
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {posts === null ? (
        <p>{words.loading}</p>
      ) : view === 'month' ? (
        <MonthGrid from={from} to={to} month={anchor.getMonth()} posts={posts} onMove={move} />
      ) : (
        <WeekGrid from={from} to={to} posts={posts} onMove={move} />
      )}
    </section>
  );
}
