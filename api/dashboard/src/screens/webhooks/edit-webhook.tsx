import { useState } from 'preact/hooks';
import { api } from '../../api';
import { useWords } from '../../i18n';
import { EventPicker } from './event-picker';
import { fieldRefusal, type FieldRefusal } from './field-refusal';
import type { EventPattern, Webhook } from './types';

/**
 * PATCH /v1/webhooks/{id}: its events, description and status. The status is sent only when
 * changed, so saving a failing subscription's description does not turn it back on; choosing
 * `active` does (the API clears the failure).
 */
export function EditWebhook(props: {
  workspaceId: string;
  webhook: Webhook;
  onSaved: (webhook: Webhook) => void;
  onCancel: () => void;
}) {
  const t = useWords().hooks;
  const w = props.webhook;
  const [events, setEvents] = useState<string[]>(w.events);
  const [description, setDescription] = useState(w.description ?? '');
  const [status, setStatus] = useState<string>(w.status);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FieldRefusal | null>(null);
  const prefix = `edit-${w.id}`;

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const { data, error: refused } = await api.PATCH('/v1/webhooks/{id}', {
      params: { path: { id: w.id } },
      headers: { 'x-service-workspace': props.workspaceId },
      body: {
        events: events as EventPattern[],
        description: description || null,
        ...(status !== w.status ? { status: status as 'active' | 'disabled' } : {}),
      },
    });
    setBusy(false);
    if (!data) return setError(fieldRefusal(refused, t.refused));
    props.onSaved(data);
  };

  return (
    <form class="edit-webhook" aria-labelledby={`${prefix}-title`} onSubmit={submit}>
      <h3 id={`${prefix}-title`}>{t.editTitle(w.url)}</h3>
      <EventPicker
        idPrefix={prefix}
        value={events}
        onChange={setEvents}
        error={error?.field === 'events' ? error.text : undefined}
      />
      <label>
        {t.description}
        <input maxLength={500} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
      </label>
      <label>
        {t.status}
        <select value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
          {w.status === 'failing' && <option value="failing">{t.statusName.failing}</option>}
          <option value="active">{t.statusName.active}</option>
          <option value="disabled">{t.statusName.disabled}</option>
        </select>
      </label>
      {error && error.field !== 'events' && (
        <p class="error" role="alert">
          {error.text}
        </p>
      )}
      <button type="submit" disabled={busy || events.length === 0}>
        {t.save}
      </button>{' '}
      <button type="button" onClick={props.onCancel}>
        {t.cancel}
      </button>
    </form>
  );
}
