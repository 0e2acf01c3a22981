import type { Account } from '../../api';
import { useWords } from '../../i18n';
import { OptionsFields, type OptionInputs, type OptionSchema } from './options-fields';
import { RefusalList } from './refusal-list';
import type { Refusal } from './refusals';
import { lengthFor, type Counting } from './text-length';

/** What Compose reads of one channel of GET /v1/platforms. */
export interface PlatformView {
  id: string;
  name: string;
  chain: boolean;
  limits: { text: { limit: number; counting: Counting; note?: string } };
  options: { properties?: Record<string, OptionSchema> };
}

/**
 * One chosen channel: the live length of the text it will send (its own text when given, each
 * piece of a chain) against its limit, its own text, its options, and what it refused.
 */
export function ChannelRow(props: {
  account: Account;
  platform: PlatformView;
  texts: string[];
  override: string | undefined;
  onOverride: (text: string | undefined) => void;
  inputs: OptionInputs;
  broken: string[];
  onOption: (key: string, value: string | boolean) => void;
  refusals: Refusal[];
}) {
  const t = useWords();
  const { account, platform } = props;
  const { limit, counting, note } = platform.limits.text;
  const sent = props.override !== undefined ? [props.override] : props.texts;
  const length = Math.max(0, ...sent.map((text) => lengthFor(counting, text)));
  const id = `channel-${account.id}`;
  return (
    <fieldset class="channel" aria-describedby={props.refusals.length ? `${id}-refusals` : undefined}>
      <legend>
        {platform.id} · {account.handle}
      </legend>
      <p class={length > limit ? 'count over' : 'count'} data-testid={`count-${platform.id}`}>
        <span class="visually-hidden">
          {platform.id} {t.composeCount}:{' '}
        </span>
        <span>{`${length} / ${limit}`}</span>
        {note && <span class="hint"> ({note})</span>}
      </p>
      <RefusalList refusals={props.refusals} id={`${id}-refusals`} />
      <label class="check">
        <input
          type="checkbox"
          checked={props.override !== undefined}
          onChange={(e) => props.onOverride(e.currentTarget.checked ? (props.texts[0] ?? '') : undefined)}
        />{' '}
        {t.composeOverride}
      </label>
      {props.override !== undefined && (
        <label>
          {t.composeOverride} ({platform.id})
          <textarea
            rows={3}
            value={props.override}
            onInput={(e) => props.onOverride(e.currentTarget.value)}
          />
        </label>
      )}
      {Object.keys(platform.options.properties ?? {}).some((k) => k !== 'content') && (
        <details>
          <summary>
            {t.composeOptions} ({platform.id})
          </summary>
          <OptionsFields
            idPrefix={id}
            properties={platform.options.properties ?? {}}
            inputs={props.inputs}
            broken={props.broken}
            onChange={props.onOption}
          />
        </details>
      )}
    </fieldset>
  );
}
