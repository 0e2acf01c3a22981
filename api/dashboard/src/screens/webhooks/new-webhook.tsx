import { useState } from 'preact/hooks';
import { api } from '../../api';
import { useWords } from '../../i18n';
import { EventPicker } from './event-picker';
import { fieldRefusal, type FieldRefusal } from './field-refusal';
import type { EventPattern, Webhook } from './types';

/** The form of POST /v1/webhooks: the URL, its events and a description; the answer holds the secret. */
export function NewWebhook(props: {
  workspaceId: string;
  onCreated: (created: Webhook & { secret?: string }) => void;
}) {
  const t = useWords().hooks;
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['post.*']);
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FieldRefusal | null>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const { data, error: refused } = await api.POST('/v1/webhooks', {
      headers: { 'x-service-workspace': props.workspaceId },
      body: {
        url,
        events: events as EventPattern[],
        ...(description ? { description } : {}),
      },
    });
    setBusy(false);
    if (!data) return setError(fieldRefusal(refused, t.refused));
    setUrl('');
    setDescription('');
    props.onCreated(data);
  };

  const errorAt = (field: string) => (error?.field === field ? error.text : undefined);
  const elsewhere =
    error && error.field !== 'url' && error.field !== 'events' && error.field !== 'description';

  return (
    <form class="panel" aria-labelledby="new-webhook-title" onSubmit={submit}>
      <h2 id="new-webhook-title">{t.create}</h2>
      <label>
        {t.url}
        <input
          type="url"
          name="url"
          required
          maxLength={2000}
          placeholder="https://"
          value={url}
          aria-invalid={errorAt('url') ? true : undefined}
          aria-describedby={errorAt('url') ? 'new-webhook-url-error' : undefined}
          onInput={(e) => setUrl(e.currentTarget.value)}
        />
        {errorAt('url') && (
          <span id="new-webhook-url-error" class="error" role="alert">
            {errorAt('url')}
          </span>
        )}
      </label>
      <EventPicker idPrefix="new-webhook" value={events} onChange={setEvents} error={errorAt('events')} />
      <label>
        {t.description}
        <input
          name="description"
          maxLength={500}
          value={description}
          aria-describedby={errorAt('description') ? 'new-webhook-description-error' : undefined}
          onInput={(e) => setDescription(e.currentTarget.value)}
        />
        {errorAt('description') && (
          <span id="new-webhook-description-error" class="error" role="alert">
            {errorAt('description')}
          </span>
        )}
      </label>
      {elsewhere && (
        <p class="error" role="alert">
          {error.text}
        </p>
      )}
      <button type="submit" disabled={busy || events.length === 0}>
        {t.subscribe}
      </button>
    </form>
  );
}
