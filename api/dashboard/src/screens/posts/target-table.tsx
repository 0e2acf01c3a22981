import { useWords } from '../../i18n';
import { HelpAnswer } from './help-answer';
import type { Target } from './post-types';

/** Each target of a post: channel, status, its link once out, and its error with the help answer. */
export function TargetTable(props: { targets: Target[] }) {
  const t = useWords();
  return (
    <div class="table-wrap">
      <table>
        <caption>{t.postTargets}</caption>
        <thead>
          <tr>
            <th scope="col">{t.postTarget}</th>
            <th scope="col">{t.postStatus}</th>
            <th scope="col">{t.postLink}</th>
            <th scope="col">{t.postError}</th>
          </tr>
        </thead>
        <tbody>
          {props.targets.map((target) => (
            <tr key={target.id}>
              <td>
                {target.platform} · {target.accountHandle}
              </td>
              <td class={`status-${target.status}`}>{target.status}</td>
              <td>
                {target.url && (
                  <a href={target.url} target="_blank" rel="noreferrer noopener">
                    {t.postOpen} <span class="visually-hidden">{target.platform}</span>
                  </a>
                )}
              </td>
              <td>
                {target.errorCode && (
                  <>
                    <code>{target.errorCode}</code>
                    {target.errorMessage && <span> {target.errorMessage}</span>}
                    <HelpAnswer code={target.errorCode} />
                  </>
                )}
                {target.warnings.map((w, i) => (
                  <p key={i} class="hint">
                    {w}
                  </p>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
