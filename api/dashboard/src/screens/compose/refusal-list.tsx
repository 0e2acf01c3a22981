import { useWords } from '../../i18n';
import { refusalText, type Refusal } from './refusals';

/** The refusals that belong to one field, said next to it (an alert, so a screen reader hears it). */
export function RefusalList(props: { refusals: Refusal[]; id?: string }) {
  const t = useWords();
  if (props.refusals.length === 0) return null;
  return (
    <div class="error" role="alert" id={props.id}>
      {props.refusals.map((r, i) => (
        <p key={i}>{refusalText(r, t)}</p>
      ))}
    </div>
  );
}
