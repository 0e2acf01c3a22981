/** The languages answers are written in (spec: Help, `locale`). */
export const HELP_LOCALES = ['en', 'ko'] as const;
export type HelpLocale = (typeof HELP_LOCALES)[number];

/** The spec's help categories, in the order `invalid_category` lists them. */
export const HELP_CATEGORIES = ['dm', 'connect', 'publish', 'kr', 'agent'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export interface HelpText {
  title: string;
  body: string;
}

/** One answer in every locale. `platform` null means it applies to every channel. */
export interface HelpEntry {
  id: string;
  category: HelpCategory;
  platform: string | null;
  /** The error codes the answer explains; `GET /v1/help?code=` finds it by any of them. */
  codes: string[];
  text: Record<HelpLocale, HelpText>;
}

/** One answer as the client reads it: one locale's text. */
export interface HelpAnswer {
  id: string;
  category: HelpCategory;
  platform: string | null;
  codes: string[];
  title: string;
  body: string;
  locale: HelpLocale;
}

export function answerIn(entry: HelpEntry, locale: HelpLocale): HelpAnswer {
  const { title, body } = entry.text[locale];
  return {
    id: entry.id,
    category: entry.category,
    platform: entry.platform,
    codes: entry.codes,
    title,
    body,
    locale,
  };
}

/** Answer bodies are kept as lines in the source; clients get one text with line breaks. */
export function lines(...parts: string[]): string {
  return parts.join('\n');
}
