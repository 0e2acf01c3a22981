import { useState } from 'preact/hooks';
import { api } from '../../api';
import { useWords } from '../../i18n';
import { refusalOf, wordRefusal } from '../../refusal';
import { VideoTable } from './tables';
import type { VideoSearch as Found } from './types';

type Order = 'viewCount' | 'date' | 'relevance';
type Period = '' | '7d' | '1m' | '3m' | '6m' | '1y';
type Format = 'all' | 'shorts' | 'long';

/** GET /v1/research/vid/search with its filters; the videos as a table, the prompt below. */
export function VideoResearch(props: { onSaved: () => void }) {
  const t = useWords().rs;
  const [q, setQ] = useState('');
  const [order, setOrder] = useState<Order>('viewCount');
  const [period, setPeriod] = useState<Period>('');
  const [format, setFormat] = useState<Format>('all');
  const [max, setMax] = useState('25');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<Found | null>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    const { data, error: refused } = await api.GET('/v1/research/vid/search', {
      params: { query: { q, order, format, max: Number(max), ...(period ? { period } : {}) } },
    });
    setBusy(false);
    if (!data) return setError(wordRefusal(refusalOf(refused), t.refused));
    setResult(data);
    props.onSaved();
  };

  return (
    <section aria-labelledby="video-title" class="panel">
      <h2 id="video-title">{t.videoTitle}</h2>
      <form onSubmit={submit} class="video-form">
        <label>
          {t.query}
          <input
            type="search"
            required
            value={q}
            aria-describedby={error ? 'video-error' : undefined}
            onInput={(e) => setQ(e.currentTarget.value)}
          />
        </label>
        <label>
          {t.order}
          <select value={order} onChange={(e) => setOrder(e.currentTarget.value as Order)}>
            {(Object.keys(t.orders) as Order[]).map((o) => (
              <option key={o} value={o}>
                {t.orders[o]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.period}
          <select value={period} onChange={(e) => setPeriod(e.currentTarget.value as Period)}>
            {(Object.keys(t.periods) as Period[]).map((p) => (
              <option key={p} value={p}>
                {t.periods[p]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.format}
          <select value={format} onChange={(e) => setFormat(e.currentTarget.value as Format)}>
            {(Object.keys(t.formats) as Format[]).map((f) => (
              <option key={f} value={f}>
                {t.formats[f]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.max}
          <input
            type="number"
            min={1}
            max={50}
            required
            value={max}
            onInput={(e) => setMax(e.currentTarget.value)}
          />
        </label>
        <button type="submit" disabled={busy}>
          {busy ? t.working : t.search}
        </button>
        {error && (
          <p id="video-error" class="error" role="alert">
            {error}
          </p>
        )}
      </form>
      {result && (
        <div class="result">
          <p class="hint">
            {t.searchQuota(result.quota.searches.used, result.quota.searches.limit)}
            {result.fromCache && <> · {t.fromCache}</>}
          </p>
          <VideoTable videos={result.videos} caption={t.videoResults} />
          {result.dataNotes.map((note) => (
            <p class="hint" key={note}>
              {note}
            </p>
          ))}
          <details>
            <summary>{t.prompt}</summary>
            <pre>{result.prompt}</pre>
          </details>
        </div>
      )}
    </section>
  );
}
