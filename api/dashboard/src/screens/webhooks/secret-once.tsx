import { useState } from 'preact/hooks';
import { useWords } from '../../i18n';

/**
 * A signing secret, shown once (after create or rotate) with a copy button; after a rotation it
 * says until when the old one still signs.
 */
export function SecretOnce(props: { secret: string; oldSignsUntil?: string | null; onDone: () => void }) {
  const t = useWords().hooks;
  const [copied, setCopied] = useState(false);
  return (
    <div class="secret" role="status" aria-labelledby="webhook-secret-title">
      <h2 id="webhook-secret-title">{t.secretTitle}</h2>
      <p>
        {props.oldSignsUntil
          ? `${t.rotatedOnce} ${new Date(props.oldSignsUntil).toLocaleString(t.dateLocale)}.`
          : t.secretOnce}
      </p>
      <code data-testid="webhook-secret">{props.secret}</code>
      <div>
        <button
          type="button"
          onClick={async () => {
            await navigator.clipboard.writeText(props.secret);
            setCopied(true);
          }}
        >
          {copied ? t.copied : t.copy}
        </button>{' '}
        <button type="button" onClick={props.onDone}>
          {t.done}
        </button>
      </div>
    </div>
  );
}
