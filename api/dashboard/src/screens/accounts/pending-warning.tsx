import { useWords } from '../../i18n';

/** `pending` of 409 `account_has_pending_posts` (core/services/accounts/account-service.ts). */
export interface Pending {
  scheduledOnly: number;
  scheduledShared: number;
  drafts: number;
  earliestScheduledAt: string | null;
  liveAutomations: number;
  conversations: number;
}

/** What disconnecting would take the account out of, line by line; only the lines that apply. */
export function PendingWarning(props: { pending: Pending }) {
  const t = useWords();
  const p = props.pending;
  const scheduled = p.scheduledOnly + p.scheduledShared;
  return (
    <div role="alert" class="warning">
      <p>{t.pendingWarning}</p>
      <ul>
        {scheduled > 0 && (
          <li>
            {t.pendingScheduled(scheduled)}
            {p.scheduledOnly > 0 && ` (${t.pendingScheduledOnly(p.scheduledOnly)})`}
          </li>
        )}
        {p.drafts > 0 && <li>{t.pendingDrafts(p.drafts)}</li>}
        {p.liveAutomations > 0 && <li>{t.pendingAutomations(p.liveAutomations)}</li>}
        {p.conversations > 0 && <li>{t.pendingConversations(p.conversations)}</li>}
      </ul>
      {p.earliestScheduledAt && <p>{t.pendingEarliest(new Date(p.earliestScheduledAt).toLocaleString())}</p>}
    </div>
  );
}
