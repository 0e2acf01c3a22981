import { useWords } from '../../i18n';
import { EVENT_CHOICES, type EventPattern } from './types';

/**
 * The events of a subscription as checkboxes: the API's patterns, and any the subscription holds
 * that the list lacks. A refusal about `events` is shown inside the group.
 */
export function EventPicker(props: {
  idPrefix: string;
  value: string[];
  onChange: (events: string[]) => void;
  error?: string;
}) {
  const t = useWords().hooks;
  const choices = [
    ...EVENT_CHOICES,
    ...props.value.filter((e) => !EVENT_CHOICES.includes(e as EventPattern)),
  ];
  const toggle = (event: string) =>
    props.onChange(
      props.value.includes(event) ? props.value.filter((e) => e !== event) : [...props.value, event],
    );
  const errorId = `${props.idPrefix}-events-error`;
  return (
    <fieldset class="event-picker" aria-describedby={props.error ? errorId : `${props.idPrefix}-events-hint`}>
      <legend>{t.events}</legend>
      <p id={`${props.idPrefix}-events-hint`} class="hint">
        {t.eventsHint}
      </p>
      {choices.map((event) => (
        <label key={event} class="inline">
          <input type="checkbox" checked={props.value.includes(event)} onChange={() => toggle(event)} />{' '}
          <code>{event}</code>
        </label>
      ))}
      {props.error && (
        <p id={errorId} class="error" role="alert">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
