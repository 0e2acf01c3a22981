import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api';
import { refusalOf } from '../../refusal';
import { useWords } from '../../i18n';
import { navigate } from '../../navigate';
import { dateOf, STATUSES, type Post } from './post-types';

interface Filters {
  status: string;
  since: string;
  until: string;
  channel: string;
}

/**
 * GET /v1/posts with its filters (status, channel, since, until) and paging (`nextBefore`,
 * "Older posts"); the channels to choose from are those of GET /v1/platforms.
 */
export function PostList(props: { workspaceId: string }) {
  const t = useWords();
  const headers = { 'x-service-workspace': props.workspaceId };
  const [filters, setFilters] = useState<Filters>({ status: '', since: '', until: '', channel: '' });
  const [posts, setPosts] = useState<Post[] | null>(null);
  const [nextBefore, setNextBefore] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [channels, setChannels] = useState<string[]>([]);

  const load = async (f: Filters, before?: string) => {
    const { data, error: refused } = await api.GET('/v1/posts', {
      headers,
      params: {
        query: {
          ...(f.status ? { status: f.status } : {}),
          ...(f.since ? { since: f.since } : {}),
          ...(f.until ? { until: f.until } : {}),
          ...(f.channel ? { platform: f.channel } : {}),
          ...(before ? { before } : {}),
          limit: 20,
        },
      },
    });
    if (!data) return setError(refusalOf(refused).message);
    setError('');
    setPosts((shown) => (before ? [...(shown ?? []), ...data.data] : data.data));
    setNextBefore(data.nextBefore);
  };
  useEffect(() => {
    load(filters);
    api.GET('/v1/platforms').then(({ data }) => setChannels((data?.data ?? []).map((p) => p.id)));
  }, []);

  const change = (next: Partial<Filters>, reload = true) => {
    const merged = { ...filters, ...next };
    setFilters(merged);
    if (reload) load(merged);
  };
  const shown = posts ?? [];

  return (
    <section aria-labelledby="posts-title" class="posts">
      <h1 id="posts-title">{t.posts}</h1>
      <form class="panel filters" aria-label={t.filters} onSubmit={(e) => e.preventDefault()}>
        <label>
          {t.postsStatus}
          <select value={filters.status} onChange={(e) => change({ status: e.currentTarget.value })}>
            <option value="">{t.postsAny}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.postsChannel}
          <select value={filters.channel} onChange={(e) => change({ channel: e.currentTarget.value })}>
            <option value="">{t.postsAny}</option>
            {channels.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.postsSince}
          <input
            type="date"
            value={filters.since}
            onChange={(e) => change({ since: e.currentTarget.value })}
          />
        </label>
        <label>
          {t.postsUntil}
          <input
            type="date"
            value={filters.until}
            onChange={(e) => change({ until: e.currentTarget.value })}
          />
        </label>
      </form>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {posts === null ? (
        <p>{t.loading}</p>
      ) : shown.length === 0 ? (
        <p>{t.postsNone}</p>
      ) : (
        <div class="table-wrap">
          <table>
            <caption>{t.postsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.postsText}</th>
                <th scope="col">{t.postsStatus}</th>
                <th scope="col">{t.postsChannels}</th>
                <th scope="col">{t.postsDate}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => (
                <tr key={p.id}>
                  <td class="text">
                    <a
                      href={`/posts/${p.id}`}
                      onClick={(e) => {
                        e.preventDefault();
                        navigate(`/posts/${p.id}`);
                      }}
                    >
                      {(p.content || p.threadItems?.[0]?.content || p.id).slice(0, 80)}
                    </a>
                  </td>
                  <td class={`status-${p.status}`}>{p.status}</td>
                  <td>{p.targets.map((x) => x.platform).join(', ')}</td>
                  <td>
                    <time dateTime={dateOf(p)}>{new Date(dateOf(p)).toLocaleString()}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {nextBefore && (
        <button type="button" onClick={() => load(filters, nextBefore)}>
          {t.postsOlder}
        </button>
      )}
    </section>
  );
}
