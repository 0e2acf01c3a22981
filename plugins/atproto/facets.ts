import type { Facet } from './client';

/**
 * Rich text on the AT Protocol: the text stays plain, and facets mark its links, mentions and tags
 * by UTF-8 byte range (not by character: a Korean syllable is 3 bytes, most emoji 4). Detection
 * follows the reference client's rules closely enough for what people write: links with an
 * http(s) scheme, mentions of a handle with a dot in it, tags with at least one non-digit.
 */

/** A mention found in the text; the facet needs the handle's DID, resolved by the caller. */
export interface FoundMention {
  handle: string;
  byteStart: number;
  byteEnd: number;
}

const LINK = /(^|[\s(])(https?:\/\/[^\s]+)/giu;
const MENTION =
  /(^|[\s(])@([a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)+)/gu;
const TAG = /(^|\s)[#＃]([^\s\p{P}][^\s]*)/gu;
/** Punctuation that ends a sentence rather than a link or tag. */
const TRAILING = /[.,;:!?'"”’)]+$/u;
const TAG_MAX_CHARS = 64;

/** The UTF-8 byte range of `text.slice(start, end)` (UTF-16 indices). */
function byteRange(text: string, start: number, end: number): { byteStart: number; byteEnd: number } {
  const byteStart = Buffer.byteLength(text.slice(0, start), 'utf8');
  return { byteStart, byteEnd: byteStart + Buffer.byteLength(text.slice(start, end), 'utf8') };
}

/** Strips sentence punctuation, keeping a closing parenthesis the link itself opened. */
function trimTrailing(value: string): string {
  let trimmed = value.replace(TRAILING, '');
  const tail = value.slice(trimmed.length);
  if (tail.startsWith(')') && trimmed.includes('(')) trimmed += ')';
  return trimmed;
}

export function linkFacets(text: string): Facet[] {
  const facets: Facet[] = [];
  for (const match of text.matchAll(LINK)) {
    const uri = trimTrailing(match[2]);
    const start = match.index + match[1].length;
    facets.push({
      index: byteRange(text, start, start + uri.length),
      features: [{ $type: 'app.bsky.richtext.facet#link', uri }],
    });
  }
  return facets;
}

export function tagFacets(text: string): Facet[] {
  const facets: Facet[] = [];
  for (const match of text.matchAll(TAG)) {
    const tag = trimTrailing(match[2]);
    // A number alone is not a tag (#1), and the protocol takes tags of up to 64 characters.
    if (/^\d+$/u.test(tag) || tag === '' || [...tag].length > TAG_MAX_CHARS) continue;
    const start = match.index + match[1].length;
    facets.push({
      index: byteRange(text, start, start + 1 + tag.length),
      features: [{ $type: 'app.bsky.richtext.facet#tag', tag }],
    });
  }
  return facets;
}

export function findMentions(text: string): FoundMention[] {
  const found: FoundMention[] = [];
  for (const match of text.matchAll(MENTION)) {
    const start = match.index + match[1].length;
    found.push({ handle: match[2].toLowerCase(), ...byteRange(text, start, start + 1 + match[2].length) });
  }
  return found;
}

/**
 * Every facet of `text`, in text order. `resolve` turns a handle into its DID; a handle that does
 * not resolve stays plain text (what the reference client does too), so a typo never fails a post.
 */
export async function detectFacets(
  text: string,
  resolve: (handle: string) => Promise<string | undefined>,
): Promise<Facet[]> {
  const mentions: Facet[] = [];
  for (const mention of findMentions(text)) {
    const did = await resolve(mention.handle);
    if (!did) continue;
    mentions.push({
      index: { byteStart: mention.byteStart, byteEnd: mention.byteEnd },
      features: [{ $type: 'app.bsky.richtext.facet#mention', did }],
    });
  }
  return [...linkFacets(text), ...mentions, ...tagFacets(text)].sort(
    (a, b) => a.index.byteStart - b.index.byteStart,
  );
}
