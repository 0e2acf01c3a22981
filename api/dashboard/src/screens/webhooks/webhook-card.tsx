import { useState } from 'preact/hooks';
import { api } from '../../api';
import { useWords } from '../../i18n';
import { refusalOf, wordRefusal } from '../../refusal';
import { Deliveries } from './deliveries';
import { EditWebhook } from './edit-webhook';
import type { Webhook } from './types';

/**
 * One subscription: where, which events, its status (and why it is failing), and what can be done
 * to it: edit, rotate the secret, send a test event, delete after a confirm, its deliveries.
 */
export function WebhookCard(props: {
  workspaceId: string;
  webhook: Webhook;
  onChanged: (webhook: Webhook) => void;
  onRotated: (secret: string, oldSignsUntil: string | null) => void;
  onDeleted: (webhook: Webhook) => void;
}) {
  const t = useWords().hooks;
  const w = props.webhook;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [showing, setShowing] = useState(false);
  const [version, setVersion] = useState(0);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const call = { params: { path: { id: w.id } }, headers: { 'x-service-workspace': props.workspaceId } };

  const act = async (run: () => Promise<{ error?: unknown }>, done: () => void) => {
    setNote('');
    setError('');
    const { error: refused } = await run();
    if (refused) return setError(wordRefusal(refusalOf(refused), t.refused));
    done();
  };

  const rotate = () =>
    act(
      async () => {
        const answer = await api.POST('/v1/webhooks/{id}/rotate', call);
        if (answer.data?.secret) props.onRotated(answer.data.secret, answer.data.previousSecretExpiresAt);
        if (answer.data) props.onChanged(answer.data);
        return answer;
      },
      () => undefined,
    );
  const sendTest = () =>
    act(
      () => api.POST('/v1/webhooks/{id}/test', call),
      () => {
        setNote(t.testSent);
        setShowing(true);
        setVersion((v) => v + 1);
      },
    );
  const remove = () =>
    act(
      () => api.DELETE('/v1/webhooks/{id}', call),
      () => props.onDeleted(w),
    );

  return (
    <li class="card webhook">
      <strong class="url">{w.url}</strong>{' '}
      <span class={`tag ${w.status === 'active' ? 'on' : 'off'}`}>{t.statusName[w.status]}</span>
      <dl>
        <dt>{t.events}</dt>
        <dd>
          {w.events.map((e) => (
            <code key={e}>{e}</code>
          ))}
        </dd>
        {w.description && (
          <>
            <dt>{t.descriptionShort}</dt>
            <dd>{w.description}</dd>
          </>
        )}
        {w.failureReason && (
          <>
            <dt>{t.why}</dt>
            <dd class="error">{w.failureReason}</dd>
          </>
        )}
        <dt>{t.created}</dt>
        <dd>{new Date(w.createdAt).toLocaleString(t.dateLocale)}</dd>
      </dl>
      {editing ? (
        <EditWebhook
          workspaceId={props.workspaceId}
          webhook={w}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            setNote(t.saved);
            props.onChanged(saved);
          }}
        />
      ) : (
        <div class="actions" role="group" aria-label={w.url}>
          <button type="button" onClick={() => setEditing(true)}>
            {t.edit}
          </button>
          <button type="button" onClick={rotate}>
            {t.rotate}
          </button>
          <button type="button" onClick={sendTest}>
            {t.sendTest}
          </button>
          <button type="button" aria-expanded={showing} onClick={() => setShowing(!showing)}>
            {showing ? t.hideDeliveries : t.showDeliveries}
          </button>
          <button type="button" onClick={() => setConfirming(true)}>
            {t.remove}
          </button>
        </div>
      )}
      {confirming && (
        <div role="group" aria-label={t.confirmDelete} class="confirm">
          <p>{t.confirmDelete}</p>
          <button type="button" class="danger" onClick={remove}>
            {t.yesDelete}
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            {t.cancel}
          </button>
        </div>
      )}
      <p role="status" class="note">
        {note}
      </p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {showing && (
        <section aria-label={t.deliveriesOf(w.url)}>
          <h3>{t.deliveries}</h3>
          <Deliveries workspaceId={props.workspaceId} webhook={w} version={version} />
        </section>
      )}
    </li>
  );
}
