import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api';
import { useWords } from '../../i18n';
import { refusalOf, wordRefusal } from '../../refusal';
import type { Delivery, Webhook } from './types';

/** How often an open deliveries list reads itself again, so new events and retries show up. */
const POLL_MS = 3000;

/**
 * A subscription's deliveries, newest first (type, state, tries, the receiver's last answer and
 * when), with redeliver; read again every few seconds while shown, on Refresh, and when `version`
 * changes (a test event was queued).
 */
export function Deliveries(props: { workspaceId: string; webhook: Webhook; version: number }) {
  const t = useWords().hooks;
  // The newest page, read again and again; older pages the person opened stay below it.
  const [page, setPage] = useState<{ rows: Delivery[]; nextBefore: string | null } | null>(null);
  const [older, setOlder] = useState<{ rows: Delivery[]; nextBefore: string | null } | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const id = props.webhook.id;
  const headers = { 'x-service-workspace': props.workspaceId };

  const read = async (before?: string) => {
    const { data, error: refused } = await api.GET('/v1/webhooks/{id}/deliveries', {
      params: { path: { id }, query: before ? { before } : {} },
      headers,
    });
    if (!data) {
      setError(wordRefusal(refusalOf(refused), t.refused));
      return null;
    }
    setError('');
    return { rows: data.data, nextBefore: data.nextBefore };
  };
  const load = async () => {
    const fresh = await read();
    if (fresh) setPage(fresh);
  };

  useEffect(() => {
    setOlder(null);
    load();
    const timer = setInterval(load, POLL_MS);
    return () => clearInterval(timer);
  }, [id, props.workspaceId, props.version]);

  const cursor = older ? older.nextBefore : (page?.nextBefore ?? null);
  const more = async () => {
    if (!cursor) return;
    const next = await read(cursor);
    if (next) setOlder({ rows: [...(older?.rows ?? []), ...next.rows], nextBefore: next.nextBefore });
  };
  const newestLast = page?.rows.at(-1)?.id ?? '';
  const rows = page && [...page.rows, ...(older?.rows ?? []).filter((d) => d.id < newestLast)];

  const redeliver = async (delivery: Delivery) => {
    setNote('');
    const { error: refused } = await api.POST('/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
      params: { path: { id, deliveryId: delivery.id } },
      headers,
    });
    if (refused) return setError(wordRefusal(refusalOf(refused), t.refused));
    setNote(t.redelivered);
    await load();
  };

  const when = (at: string | null) => (at ? new Date(at).toLocaleString(t.dateLocale) : '—');

  return (
    <div class="deliveries">
      <div class="row-tools">
        <button type="button" onClick={load}>
          {t.refresh} <span class="visually-hidden">{t.deliveriesOf(props.webhook.url)}</span>
        </button>
        <span role="status">{note}</span>
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {rows === null ? null : rows.length === 0 ? (
        <p>{t.noDeliveries}</p>
      ) : (
        <div class="scroll">
          <table>
            <caption>{t.deliveriesOf(props.webhook.url)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.type}</th>
                <th scope="col">{t.state}</th>
                <th scope="col">{t.attempts}</th>
                <th scope="col">{t.lastStatus}</th>
                <th scope="col">{t.lastTime}</th>
                <th scope="col">
                  <span class="visually-hidden">{t.redeliver}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.id} class={`state-${d.state}`}>
                  <td>
                    <code>{d.type}</code>
                  </td>
                  <td>
                    {t.stateName[d.state]}
                    {d.lastError && <div class="hint">{d.lastError}</div>}
                  </td>
                  <td>{d.attempts}</td>
                  <td>{d.lastStatus ?? '—'}</td>
                  <td>{when(d.lastAttemptAt)}</td>
                  <td>
                    <button type="button" onClick={() => redeliver(d)}>
                      {t.redeliver} <span class="visually-hidden">{d.type}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cursor && (
        <button type="button" onClick={more}>
          {t.more}
        </button>
      )}
    </div>
  );
}
