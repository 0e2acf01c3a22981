import { useWords } from '../../i18n';

/** A property of a channel's options schema (GET /v1/platforms `options.properties`). */
export interface OptionSchema {
  type?: string | string[];
  enum?: unknown[];
  description?: string;
}

/** What the person typed per option: JSON fields stay text until sent (see `optionsToSend`). */
export type OptionInputs = Record<string, string | boolean>;

/** How an option is entered: the simple types as themselves, anything nested as a JSON textarea. */
export function kindOf(schema: OptionSchema): 'boolean' | 'enum' | 'number' | 'string' | 'json' {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (schema.enum) return 'enum';
  if (type === 'boolean') return 'boolean';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'string') return 'string';
  return 'json';
}

/**
 * The options to send for one channel: blanks left out (the channel's default), numbers as
 * numbers, JSON parsed. Keys whose JSON does not parse are returned in `broken`.
 */
export function optionsToSend(
  properties: Record<string, OptionSchema>,
  inputs: OptionInputs,
): { options: Record<string, unknown>; broken: string[] } {
  const options: Record<string, unknown> = {};
  const broken: string[] = [];
  for (const [key, value] of Object.entries(inputs)) {
    const schema = properties[key];
    if (!schema || value === '') continue;
    const kind = kindOf(schema);
    if (kind === 'boolean') {
      if (value) options[key] = true;
    } else if (kind === 'number') options[key] = Number(value);
    else if (kind === 'json') {
      try {
        options[key] = JSON.parse(String(value));
      } catch {
        broken.push(key);
      }
    } else options[key] = value;
  }
  return { options, broken };
}

/** The fields of one channel's options schema (its `content` is the text override, not here). */
export function OptionsFields(props: {
  idPrefix: string;
  properties: Record<string, OptionSchema>;
  inputs: OptionInputs;
  broken: string[];
  onChange: (key: string, value: string | boolean) => void;
}) {
  const t = useWords();
  const entries = Object.entries(props.properties).filter(([key]) => key !== 'content');
  return (
    <div class="options">
      {entries.map(([key, schema]) => {
        const id = `${props.idPrefix}-${key}`;
        const hint = schema.description && <span class="hint">{schema.description}</span>;
        const value = props.inputs[key];
        switch (kindOf(schema)) {
          case 'boolean':
            return (
              <label key={key} class="check">
                <input
                  type="checkbox"
                  checked={value === true}
                  onChange={(e) => props.onChange(key, e.currentTarget.checked)}
                />{' '}
                {key} {hint}
              </label>
            );
          case 'enum':
            return (
              <label key={key}>
                {key} {hint}
                <select
                  value={String(value ?? '')}
                  onChange={(e) => props.onChange(key, e.currentTarget.value)}
                >
                  <option value="">{t.composeDefault}</option>
                  {schema.enum!.map((v) => (
                    <option key={String(v)} value={String(v)}>
                      {String(v)}
                    </option>
                  ))}
                </select>
              </label>
            );
          case 'json':
            return (
              <label key={key}>
                {key} ({t.composeJsonHint}) {hint}
                <textarea
                  id={id}
                  rows={3}
                  value={String(value ?? '')}
                  aria-invalid={props.broken.includes(key)}
                  onInput={(e) => props.onChange(key, e.currentTarget.value)}
                />
                {props.broken.includes(key) && (
                  <span class="error" role="alert">
                    {t.composeJsonBroken}
                  </span>
                )}
              </label>
            );
          default:
            return (
              <label key={key}>
                {key} {hint}
                {kindOf(schema) === 'number' ? (
                  <input
                    type="number"
                    value={String(value ?? '')}
                    onInput={(e) => props.onChange(key, e.currentTarget.value)}
                  />
                ) : (
                  <input
                    type="text"
                    value={String(value ?? '')}
                    onInput={(e) => props.onChange(key, e.currentTarget.value)}
                  />
                )}
              </label>
            );
        }
      })}
    </div>
  );
}
