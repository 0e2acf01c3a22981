import { useWords } from '../../i18n';
import { timeZone } from './local-time';
import { RefusalList } from './refusal-list';
import type { Refusal } from './refusals';

export type When = 'now' | 'schedule' | 'draft';

/** Now, at a time in the person's own time zone, or a draft. */
export function WhenPicker(props: {
  when: When;
  at: string;
  onWhen: (w: When) => void;
  onAt: (at: string) => void;
  refusals: Refusal[];
}) {
  const t = useWords();
  const choices: Array<[When, string]> = [
    ['now', t.composeNow],
    ['schedule', t.composeSchedule],
    ['draft', t.composeDraft],
  ];
  return (
    <fieldset>
      <legend>{t.composeWhen}</legend>
      {choices.map(([value, label]) => (
        <label key={value} class="inline">
          <input
            type="radio"
            name="when"
            value={value}
            checked={props.when === value}
            onChange={() => props.onWhen(value)}
          />{' '}
          {label}
        </label>
      ))}
      {props.when === 'schedule' && (
        <label>
          {t.composeAt} <span class="hint">{`${t.composeTimeZone} ${timeZone()}`}</span>
          <input type="datetime-local" value={props.at} onInput={(e) => props.onAt(e.currentTarget.value)} />
        </label>
      )}
      <RefusalList refusals={props.refusals} />
    </fieldset>
  );
}
