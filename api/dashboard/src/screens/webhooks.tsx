import { useEffect, useState } from 'preact/hooks';
import { api } from '../api';
import { useWords } from '../i18n';
import { refusalOf, wordRefusal } from '../refusal';
import { NewWebhook } from './webhooks/new-webhook';
import { SecretOnce } from './webhooks/secret-once';
import type { Webhook } from './webhooks/types';
import { WebhookCard } from './webhooks/webhook-card';
import './webhooks.css';

/**
 * The workspace's outbound webhooks (/v1/webhooks): subscribe an address (its secret shown once),
 * and per subscription edit, rotate, test, delete and its deliveries with redeliver.
 */
export function Webhooks(props: { workspaceId: string }) {
  const words = useWords();
  const t = words.hooks;
  const [hooks, setHooks] = useState<Webhook[] | null>(null);
  const [secret, setSecret] = useState<{ secret: string; oldSignsUntil: string | null } | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');

  const load = async () => {
    const { data, error: refused } = await api.GET('/v1/webhooks', {
      params: { query: { limit: 100 } },
      headers: { 'x-service-workspace': props.workspaceId },
    });
    if (!data) return setError(wordRefusal(refusalOf(refused), t.refused));
    setError('');
    setHooks(data.data);
  };
  useEffect(() => {
    setHooks(null);
    setSecret(null);
    load();
  }, [props.workspaceId]);

  const replace = (changed: Webhook) =>
    setHooks((list) => list?.map((w) => (w.id === changed.id ? changed : w)) ?? null);

  return (
    <section aria-labelledby="webhooks-title" class="webhooks">
      <h1 id="webhooks-title">{words.webhooks}</h1>
      <p class="hint">{t.intro}</p>
      {secret && (
        <SecretOnce
          secret={secret.secret}
          oldSignsUntil={secret.oldSignsUntil}
          onDone={() => setSecret(null)}
        />
      )}
      <NewWebhook
        workspaceId={props.workspaceId}
        onCreated={(created) => {
          if (created.secret) setSecret({ secret: created.secret, oldSignsUntil: null });
          setHooks((list) => [created, ...(list ?? [])]);
        }}
      />
      <div class="row-tools">
        <h2>{t.list}</h2>
        <button type="button" onClick={load}>
          {t.refresh}
        </button>
      </div>
      <p role="status">{note}</p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {hooks === null ? (
        <p>{words.loading}</p>
      ) : hooks.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul class="cards">
          {hooks.map((w) => (
            <WebhookCard
              key={w.id}
              workspaceId={props.workspaceId}
              webhook={w}
              onChanged={replace}
              onRotated={(s, until) => setSecret({ secret: s, oldSignsUntil: until })}
              onDeleted={(gone) => {
                setNote(t.deleted(gone.url));
                setHooks((list) => list?.filter((x) => x.id !== gone.id) ?? null);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
