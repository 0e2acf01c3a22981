import { useEffect, useState } from 'preact/hooks';
import { api, type LogEntry } from '../api';
import { refusalOf } from '../refusal';
import { useWords } from '../i18n';

interface Filters {
  outcome: '' | 'ok' | 'failed';
  search: string;
  since: string;
  dashboard: boolean;
}

/**
 * GET /v1/logs with its filters. The dashboard's own successes are hidden unless the toggle asks
 * for them (spec: GET /v1/logs); a row opens its request and response bodies.
 */
export function Logs() {
  const t = useWords();
  const [filters, setFilters] = useState<Filters>({ outcome: '', search: '', since: '', dashboard: false });
  const [entries, setEntries] = useState<LogEntry[] | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [error, setError] = useState('');

  const load = async (f: Filters) => {
    const { data, error: refused } = await api.GET('/v1/logs', {
      params: {
        query: {
          ...(f.outcome ? { outcome: f.outcome } : {}),
          ...(f.search ? { search: f.search } : {}),
          ...(f.since ? { since: f.since } : {}),
          dashboard: f.dashboard,
          limit: 100,
        },
      },
    });
    if (data) {
      setEntries(data.data);
      setError('');
    } else setError(refusalOf(refused).message);
  };
  useEffect(() => {
    load(filters);
  }, []);

  const change = (next: Partial<Filters>) => {
    const merged = { ...filters, ...next };
    setFilters(merged);
    return merged;
  };

  return (
    <section aria-labelledby="logs-title">
      <h1 id="logs-title">{t.logs}</h1>
      <form
        class="panel filters"
        aria-label={t.filters}
        onSubmit={(e) => {
          e.preventDefault();
          load(filters);
        }}
      >
        <label>
          {t.outcome}
          <select
            value={filters.outcome}
            onChange={(e) => load(change({ outcome: e.currentTarget.value as Filters['outcome'] }))}
          >
            <option value="">{t.outcomeAll}</option>
            <option value="ok">{t.outcomeOk}</option>
            <option value="failed">{t.outcomeFailed}</option>
          </select>
        </label>
        <label>
          {t.search}
          <input
            type="search"
            value={filters.search}
            onInput={(e) => change({ search: e.currentTarget.value })}
          />
        </label>
        <label>
          {t.since}
          <input
            type="date"
            value={filters.since}
            onInput={(e) => change({ since: e.currentTarget.value })}
          />
        </label>
        <label class="inline">
          <input
            type="checkbox"
            checked={filters.dashboard}
            onChange={(e) => load(change({ dashboard: e.currentTarget.checked }))}
          />{' '}
          {t.showDashboard}
        </label>
        <button type="submit">{t.apply}</button>
      </form>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {entries === null ? (
        <p>{t.loading}</p>
      ) : entries.length === 0 ? (
        <p>{t.noLogs}</p>
      ) : (
        <ul class="log-list">
          {entries.map((entry) => (
            <li key={entry.id} class={entry.outcome === 'failed' ? 'failed' : ''}>
              <button
                type="button"
                class="row"
                aria-expanded={open === entry.id}
                onClick={() => setOpen(open === entry.id ? null : entry.id)}
              >
                <span class="method">{entry.method}</span> <span class="path">{entry.path}</span>{' '}
                <span class="status">{entry.status}</span> <span class="src">{entry.source}</span>{' '}
                <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString()}</time>
              </button>
              {open === entry.id && (
                <div class="bodies">
                  <p>
                    <code>{entry.requestId}</code>
                    {entry.errorCode && (
                      <>
                        {' '}
                        · <code>{entry.errorCode}</code>
                      </>
                    )}
                  </p>
                  <h2>{t.request}</h2>
                  <pre>{JSON.stringify(entry.requestBody, null, 2)}</pre>
                  <h2>{t.response}</h2>
                  <pre>{JSON.stringify(entry.responseBody, null, 2)}</pre>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
