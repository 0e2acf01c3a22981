import { LOCALES, useWords, type Locale } from './i18n';

/** English or Korean, overriding the browser's language (remembered in this browser). */
export function LocaleSwitch(props: { locale: Locale; onLocale: (l: Locale) => void }) {
  const t = useWords();
  return (
    <label class="inline">
      {t.language}{' '}
      <select value={props.locale} onChange={(e) => props.onLocale(e.currentTarget.value as Locale)}>
        {(Object.keys(LOCALES) as Locale[]).map((l) => (
          <option key={l} value={l}>
            {LOCALES[l].label}
          </option>
        ))}
      </select>
    </label>
  );
}
