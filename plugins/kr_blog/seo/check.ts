import { codePoints } from '../../../core/text/count';
import { mediaRefsOf } from '../markup/media-refs';
import { parseBody, type Block } from '../markup/parse';

/** Spec, Limits: SEO check body up to 60,000 characters; tags 12-15; main keyword 3-5 times; captions 10+. */
export const SEO_LIMITS = {
  contentCharacters: 60_000,
  tags: { min: 12, max: 15 },
  mainMentions: { min: 3, max: 5 },
  captionCharacters: 10,
  /** The body length floor: a post shorter than this rarely ranks (characters of text, markup left out). */
  bodyCharacters: 1_500,
  /** Product names stay out of the opening paragraphs. */
  openingParagraphs: 3,
} as const;

export interface SeoInput {
  content: string;
  title?: string;
  main?: string;
  subs?: string[];
  tags?: string[];
  fixedTags?: string[];
  products?: string[];
  mediaIds?: string[];
}

export interface SeoCheck {
  id: 'sections' | 'mainKeyword' | 'tags' | 'productsEarly' | 'images' | 'length';
  passed: boolean;
  /** What to change, when it did not pass. */
  fix?: string;
  [numbers: string]: unknown;
}

export interface SeoReport {
  passed: boolean;
  checks: SeoCheck[];
}

/**
 * Placement checks on a body before it is published (spec: POST /v1/kr/seo/check). Nothing is
 * blocked: each check says whether it passed, the numbers that decided it, and what to change.
 */
export function seoCheck(input: SeoInput): SeoReport {
  const blocks = parseBody(input.content).blocks;
  const text = blocks.map((b) => b.text).join('\n');
  const checks = [
    sections(blocks, input.subs ?? []),
    mainKeyword(`${input.title ?? ''}\n${text}`, input.main),
    tags(text, input.tags ?? [], input.fixedTags ?? []),
    productsEarly(blocks, input.products ?? []),
    images(blocks, input.mediaIds ?? []),
    length(text),
  ];
  return { passed: checks.every((c) => c.passed), checks };
}

/** Section titles and sub keywords, one to one: each heading carries exactly one sub, each sub one heading. */
function sections(blocks: Block[], subs: string[]): SeoCheck {
  const headings = blocks.filter((b) => b.kind === 'heading').map((b) => b.text);
  const matched = headings.map((h) => subs.filter((s) => includes(h, s)));
  const unmatchedHeadings = headings.filter((_, i) => matched[i].length !== 1);
  const unusedSubs = subs.filter((s) => headings.filter((h) => includes(h, s)).length !== 1);
  const passed =
    subs.length > 0 &&
    headings.length === subs.length &&
    unmatchedHeadings.length === 0 &&
    unusedSubs.length === 0;
  return {
    id: 'sections',
    passed,
    headings: headings.length,
    subs: subs.length,
    unmatchedHeadings,
    unusedSubs,
    ...(passed
      ? {}
      : {
          fix:
            subs.length === 0
              ? 'Pass subs (the sub keywords); each section title should carry one of them.'
              : `Give the body ${subs.length} section titles (## lines), each with exactly one sub keyword.`,
        }),
  };
}

function mainKeyword(text: string, main: string | undefined): SeoCheck {
  const { min, max } = SEO_LIMITS.mainMentions;
  if (!main || main.trim() === '')
    return {
      id: 'mainKeyword',
      passed: false,
      mentions: null,
      min,
      max,
      fix: 'Pass main (the main keyword): without it this check cannot pass.',
    };
  const mentions = occurrences(text, main.trim());
  const passed = mentions >= min && mentions <= max;
  return {
    id: 'mainKeyword',
    passed,
    mentions,
    min,
    max,
    ...(passed
      ? {}
      : {
          fix:
            mentions < min
              ? `Mention "${main}" ${min - mentions} more time(s).`
              : `Mention "${main}" ${mentions - max} time(s) fewer.`,
        }),
  };
}

function tags(text: string, given: string[], fixed: string[]): SeoCheck {
  const { min, max } = SEO_LIMITS.tags;
  const missing = given.filter((t) => !fixed.includes(t) && !includes(text, t.replace(/^#/, '')));
  const countOk = given.length >= min && given.length <= max;
  const passed = countOk && missing.length === 0;
  const fixes = [
    ...(given.length < min ? [`Add ${min - given.length} tag(s).`] : []),
    ...(given.length > max ? [`Drop ${given.length - max} tag(s).`] : []),
    ...(missing.length > 0 ? [`Use in the body: ${missing.join(', ')} (or list them in fixedTags).`] : []),
  ];
  return {
    id: 'tags',
    passed,
    count: given.length,
    min,
    max,
    missing,
    ...(passed ? {} : { fix: fixes.join(' ') }),
  };
}

function productsEarly(blocks: Block[], products: string[]): SeoCheck {
  const opening = blocks
    .filter((b) => b.kind === 'paragraph')
    .slice(0, SEO_LIMITS.openingParagraphs)
    .map((b) => b.text)
    .join('\n');
  const found = products.filter((p) => p.trim() !== '' && includes(opening, p));
  const passed = found.length === 0;
  return {
    id: 'productsEarly',
    passed,
    paragraphs: SEO_LIMITS.openingParagraphs,
    found,
    ...(passed
      ? {}
      : { fix: `Move ${found.join(', ')} after the first ${SEO_LIMITS.openingParagraphs} paragraphs.` }),
  };
}

function images(blocks: Block[], mediaIds: string[]): SeoCheck {
  const placed = mediaRefsOf(blocks);
  const refs = placed.filter((r) => r.written === 'photo');
  const unplaced = mediaIds.filter((id) => !placed.some((r) => r.mediaId === id));
  const shortCaptions = refs
    .filter((r) => codePoints((r.caption ?? '').trim()) < SEO_LIMITS.captionCharacters)
    .map((r) => ({ mediaId: r.mediaId, line: r.line, characters: codePoints((r.caption ?? '').trim()) }));
  const passed = unplaced.length === 0 && shortCaptions.length === 0;
  const fixes = [
    ...(unplaced.length > 0 ? [`Place ${unplaced.join(', ')} in the body with ![caption](media:<id>).`] : []),
    ...(shortCaptions.length > 0
      ? [
          `Write captions of ${SEO_LIMITS.captionCharacters}+ characters on lines ${shortCaptions.map((c) => c.line).join(', ')}.`,
        ]
      : []),
  ];
  return {
    id: 'images',
    passed,
    placed: refs.length,
    unplaced,
    shortCaptions,
    minCaption: SEO_LIMITS.captionCharacters,
    ...(passed ? {} : { fix: fixes.join(' ') }),
  };
}

function length(text: string): SeoCheck {
  const characters = codePoints(text.replace(/\s+/g, ' ').trim());
  const passed = characters >= SEO_LIMITS.bodyCharacters;
  return {
    id: 'length',
    passed,
    characters,
    floor: SEO_LIMITS.bodyCharacters,
    ...(passed ? {} : { fix: `Write ${SEO_LIMITS.bodyCharacters - characters} more characters.` }),
  };
}

function includes(haystack: string, needle: string): boolean {
  return needle.trim() !== '' && haystack.toLowerCase().includes(needle.trim().toLowerCase());
}

function occurrences(haystack: string, needle: string): number {
  const h = haystack.toLowerCase();
  const n = needle.toLowerCase();
  let count = 0;
  for (let at = h.indexOf(n); at >= 0; at = h.indexOf(n, at + n.length)) count += 1;
  return count;
}
