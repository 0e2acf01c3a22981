import type { ChannelPlugin } from '../channels/plugin';
import { AppError } from '../errors/app-error';
import {
  answerIn,
  HELP_CATEGORIES,
  HELP_LOCALES,
  type HelpAnswer,
  type HelpCategory,
  type HelpEntry,
  type HelpLocale,
} from './answer';
import { codeAnswerId, codeEntries } from './answers/code-answers';
import { connectGuides } from './answers/connect-guides';
import { mediaGuides } from './answers/media-guides';
import { platformEntries } from './answers/platform-answers';
import { publishGuides } from './answers/publish-guides';
import { engagementGuides } from './answers/engagement-guides';
import { HelpSearch } from './search';

export interface HelpQuery {
  code?: string;
  q?: string;
  id?: string;
  platform?: string;
  category?: string;
  locale?: string;
}

/** `q` returns at most this many answers (spec: the five best matches). */
export const HELP_MATCHES = 5;

/**
 * Troubleshooting answers (spec: Help): one per error code, the guides, one per channel. Built once
 * from the catalogue and the plugins; nothing is stored, so the service needs no database.
 */
export class HelpService {
  private readonly entries: HelpEntry[];
  private readonly byId: Map<string, HelpEntry>;
  private readonly platforms: string[];
  private readonly search: HelpSearch;

  constructor(plugins: readonly ChannelPlugin[]) {
    const codes = codeEntries();
    const codesOf = (platform: string) =>
      codes.filter((e) => e.platform === platform).flatMap((e) => e.codes);
    this.entries = [
      ...connectGuides(),
      ...publishGuides(plugins.filter((p) => p.chain).map((p) => p.id)),
      ...mediaGuides(),
      ...engagementGuides(),
      ...platformEntries(plugins, codesOf),
      ...codes,
    ];
    this.byId = new Map(this.entries.map((e) => [e.id, e]));
    // Every running channel, and channels that have answers without a plugin yet (the Korean blog).
    this.platforms = [
      ...new Set([
        ...plugins.map((p) => p.id),
        ...this.entries.map((e) => e.platform).filter((p): p is string => p !== null),
      ]),
    ];
    this.search = new HelpSearch(this.entries);
  }

  /** `id` answers one answer; otherwise every answer passing the filters, or the best five for `q`. */
  answer(query: HelpQuery): { data: HelpAnswer | HelpAnswer[] } {
    const locale = this.localeOf(query.locale);
    const category = this.categoryOf(query.category);
    const platform = this.platformOf(query.platform);
    if (query.id !== undefined) {
      const entry = this.byId.get(query.id);
      if (!entry)
        throw AppError.of('help_not_found', { id: query.id }, `No help answer has the id "${query.id}".`);
      return { data: answerIn(entry, locale) };
    }
    let found = this.entries.filter(
      (e) =>
        (!category || e.category === category) &&
        (!platform || e.platform === null || e.platform === platform) &&
        (query.code === undefined || e.codes.includes(query.code)),
    );
    // An error code's own answer first, then the guides that mention it.
    if (query.code !== undefined) {
      const own = codeAnswerId(query.code);
      found.sort((a, b) => Number(b.id === own) - Number(a.id === own));
    }
    if (query.q !== undefined) {
      found = this.search.find(query.q, new Set(found.map((e) => e.id)), HELP_MATCHES);
    }
    return { data: found.map((e) => answerIn(e, locale)) };
  }

  private localeOf(locale: string | undefined): HelpLocale {
    if (locale === undefined) return 'en';
    if ((HELP_LOCALES as readonly string[]).includes(locale)) return locale as HelpLocale;
    throw AppError.of(
      'invalid_locale',
      { locale, locales: HELP_LOCALES },
      `"${locale}" is not a help locale; use one of ${HELP_LOCALES.join(', ')}.`,
      400,
    );
  }

  private categoryOf(category: string | undefined): HelpCategory | undefined {
    if (category === undefined) return undefined;
    if ((HELP_CATEGORIES as readonly string[]).includes(category)) return category as HelpCategory;
    throw AppError.of(
      'invalid_category',
      { category, categories: HELP_CATEGORIES },
      `"${category}" is not a help category; use one of ${HELP_CATEGORIES.join(', ')}.`,
    );
  }

  /** An unknown channel is the API's usual 422 `platform_not_available`, naming the ones there are. */
  private platformOf(platform: string | undefined): string | undefined {
    if (platform === undefined || this.platforms.includes(platform)) return platform;
    throw AppError.of(
      'platform_not_available',
      { platform, platforms: this.platforms },
      `No help for a "${platform}" channel; channels: ${this.platforms.join(', ')}.`,
    );
  }
}
