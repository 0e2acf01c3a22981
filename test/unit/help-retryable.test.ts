import fs from 'node:fs';
import path from 'node:path';
import type { HelpAnswer } from '../../core/help/answer';
import { catalogue, type CatalogueEntry } from '../../core/errors/catalogue';
import { HelpService } from '../../core/help/help-service';
import { allPlugins } from '../../plugins';

/** Help that tells the reader to wait and try again, or to send again later. */
const WAIT_AND_RETRY = {
  en: /\bwait\b[^.;:]*\bagain\b|\btry again\b|\bsend again later\b/i,
  ko: /기다렸다가 다시|잠시 뒤 다시|다시 시도하/,
};
/** Help that says trying again will not help. */
const NO_RETRY = {
  en: /retryable:? false|will not help|does not help|do not retry|not retryable/i,
  ko: /retryable: false|해결되지 않|다시 시도하지 마/,
};
/** Help that names a way to try again. */
const RETRY = { en: /\bretry\b|\btry again\b|\bsend (it )?again\b/i, ko: /다시 보내|다시 시도|\/retry/ };

const table: Record<string, CatalogueEntry> = catalogue;
const marked = Object.entries(table).filter(([, e]) => e.retryable !== undefined);

/** Every `code: '...', retryable: ...` the channels and the publish path record, by code. */
function classifyRules(): Map<string, Set<boolean>> {
  const rules = new Map<string, Set<boolean>>();
  const root = path.resolve(__dirname, '../..');
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((d) =>
        d.isDirectory()
          ? walk(path.join(dir, d.name))
          : d.name.endsWith('.ts')
            ? [path.join(dir, d.name)]
            : [],
      );
  for (const file of [...walk(path.join(root, 'plugins')), ...walk(path.join(root, 'core'))]) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/code: '([a-z_]+)',\s*retryable: (true|false)/g)) {
      const seen = rules.get(m[1]) ?? new Set<boolean>();
      seen.add(m[2] === 'true');
      rules.set(m[1], seen);
    }
  }
  return rules;
}

describe('help answers agree with how the service treats each code (retryable)', () => {
  const help = new HelpService(allPlugins());
  const answers = (code: string, locale: 'en' | 'ko') => help.answer({ code, locale }).data as HelpAnswer[];

  it('marks the codes the issue found (permission_denied) and those the channels record one way', () => {
    expect(table.permission_denied.retryable).toBe(false);
    expect(marked.length).toBeGreaterThan(30);
  });

  it.each(marked.filter(([, e]) => e.retryable === false).map(([code]) => code))(
    '%s (retryable: false): no answer for it tells to wait and try again, in either language',
    (code) => {
      for (const locale of ['en', 'ko'] as const) {
        const found = answers(code, locale);
        expect(found[0].codes).toEqual([code]);
        const telling = found.filter((a) => WAIT_AND_RETRY[locale].test(a.body)).map((a) => a.id);
        expect(telling).toEqual([]);
      }
    },
  );

  it.each(marked.filter(([, e]) => e.retryable === true).map(([code]) => code))(
    '%s (retryable: true): its answer names a way to try again and never says it will not help',
    (code) => {
      for (const locale of ['en', 'ko'] as const) {
        const own = answers(code, locale)[0];
        expect(own.codes).toEqual([code]);
        expect(own.body).toMatch(RETRY[locale]);
        expect(own.body).not.toMatch(NO_RETRY[locale]);
      }
    },
  );

  it("agrees with the channels' classify rules: one value where the catalogue marks a code, none where they differ", () => {
    const disagree: string[] = [];
    for (const [code, seen] of classifyRules()) {
      const retryable = table[code]?.retryable;
      if (retryable !== undefined && (seen.size > 1 || !seen.has(retryable)))
        disagree.push(`${code}: catalogue ${retryable}, rules ${[...seen].join('/')}`);
    }
    expect(disagree).toEqual([]);
    // Recorded both ways: the catalogue leaves it to the case.
    expect(classifyRules().get('platform_error')).toEqual(new Set([true, false]));
    expect(table.platform_error.retryable).toBeUndefined();
  });
});
