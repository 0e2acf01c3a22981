/**
 * The body markup of the Korean blog, in one table: the parser (parse.ts) reads these names, and
 * `GET /v1/kr/grammar` (grammar.ts) is generated from the same entries, so the two cannot differ.
 *
 * A body is Markdown-like lines. Blocks the editor knows (text, heading, quotation, list, divider,
 * photo, photo group, video, link card) each start on their own line:
 *
 *   ## A heading {.center}
 *   Plain text with **bold**, *italic*, ~~strike~~, ==highlight== and [a link](https://...).
 *   ![A caption of the photo](media:med_123)
 *   @group()
 *   ![first](media:med_1)
 *   ![second](media:med_2)
 *
 *   @video(media:med_9)
 *   @card(https://example.com/article)
 *   @keep(b3)
 *
 * `@group()` gathers the photo lines right after it, up to a blank line; a video never goes in a
 * group. `{.attribute}` at the end of a line styles that block; several may follow each other.
 */

export type GrammarTopic =
  'directives' | 'blocks' | 'inline' | 'attributes' | 'highlights' | 'media' | 'limits';

export interface GrammarEntry {
  id: string;
  topic: GrammarTopic;
  syntax: string;
  description: string;
  example: string;
}

/** Photos and videos one post takes (the editor refuses more). */
export const KR_MEDIA_LIMITS = { images: 50, videos: 10 } as const;
/** A caption is typed into the photo's caption field, which takes 200 characters. */
export const KR_CAPTION_LIMIT = 200;

/** Directives: `@name(argument)` alone on a line. */
export const DIRECTIVES = ['video', 'group', 'card', 'keep'] as const;
export type DirectiveName = (typeof DIRECTIVES)[number];

/** `{.name}` at the end of a block's line. */
export const ATTRIBUTES = [
  'left',
  'center',
  'right',
  'small',
  'large',
  'quote-line',
  'quote-box',
  'quote-bubble',
  'highlight',
  'ai',
] as const;
export type AttributeName = (typeof ATTRIBUTES)[number];

export const GRAMMAR: readonly GrammarEntry[] = [
  {
    id: 'video',
    topic: 'directives',
    syntax: '@video(media:<id>)',
    description: 'A video from your media, alone on its line; never inside @group().',
    example: '@video(media:med_9)',
  },
  {
    id: 'group',
    topic: 'directives',
    syntax: '@group()',
    description: 'The photo lines right after it, up to a blank line, become one image group (a slide).',
    example: '@group()\n![Front](media:med_1)\n![Back](media:med_2)',
  },
  {
    id: 'card',
    topic: 'directives',
    syntax: '@card(<url>)',
    description:
      'A link card (title, image and site of the page). Video addresses take no card: write them as a link.',
    example: '@card(https://example.com/article)',
  },
  {
    id: 'keep',
    topic: 'directives',
    syntax: '@keep(<block id>)',
    description:
      "Rewriting a post written in the blog's own editor: keeps that block as it is (ids come with kr_source_required).",
    example: '@keep(b3)',
  },
  {
    id: 'paragraph',
    topic: 'blocks',
    syntax: 'text',
    description: 'A text paragraph; lines run together until a blank line.',
    example: 'Plain text.',
  },
  {
    id: 'heading',
    topic: 'blocks',
    syntax: '# / ## / ###',
    description: 'A section title (three sizes).',
    example: '## Where we ate',
  },
  {
    id: 'quote',
    topic: 'blocks',
    syntax: '> text',
    description: 'A quotation; its style comes from a quote-* attribute.',
    example: '> Worth the queue {.quote-box}',
  },
  {
    id: 'list',
    topic: 'blocks',
    syntax: '- item / 1. item',
    description: 'A bulleted or numbered list.',
    example: '- Open 11:00-21:00',
  },
  { id: 'divider', topic: 'blocks', syntax: '---', description: 'A horizontal divider.', example: '---' },
  { id: 'bold', topic: 'inline', syntax: '**text**', description: 'Bold.', example: '**must try**' },
  { id: 'italic', topic: 'inline', syntax: '*text*', description: 'Italic.', example: '*quietly*' },
  {
    id: 'strike',
    topic: 'inline',
    syntax: '~~text~~',
    description: 'Strikethrough.',
    example: '~~sold out~~',
  },
  {
    id: 'link',
    topic: 'inline',
    syntax: '[text](url)',
    description: 'A link in the text.',
    example: '[the menu](https://example.com/menu)',
  },
  {
    id: 'mark',
    topic: 'highlights',
    syntax: '==text==',
    description: 'Highlighted words (a background colour).',
    example: '==only on weekends==',
  },
  ...ATTRIBUTES.map((name): GrammarEntry => ({
    id: name,
    topic: name === 'highlight' ? 'highlights' : 'attributes',
    syntax: `{.${name}}`,
    description: attributeDescription(name),
    example: name.startsWith('quote')
      ? `> A line {.${name}}`
      : name === 'ai'
        ? `![A generated skyline](media:med_...) {.${name}}`
        : `A line {.${name}}`,
  })),
  {
    id: 'photo',
    topic: 'media',
    syntax: '![caption](media:<id>)',
    description: 'A photo from your media, alone on its line; the caption goes under it.',
    example: '![The counter at noon](media:med_1)',
  },
  {
    id: 'media-ids',
    topic: 'media',
    syntax: 'media:<id>',
    description: 'An id from POST /v1/media. With the body placing them, mediaIds may be left out.',
    example: 'media:med_01abc',
  },
  {
    id: 'media-limits',
    topic: 'limits',
    syntax: `${KR_MEDIA_LIMITS.images} photos, ${KR_MEDIA_LIMITS.videos} videos`,
    description: 'What one post takes; more is kr_media_over_limit.',
    example: '',
  },
  {
    id: 'caption-limit',
    topic: 'limits',
    syntax: `${KR_CAPTION_LIMIT} characters`,
    description: "A photo's caption.",
    example: '',
  },
];

function attributeDescription(name: AttributeName): string {
  switch (name) {
    case 'left':
    case 'center':
    case 'right':
      return `Aligns the block ${name === 'center' ? 'in the centre' : `to the ${name}`}.`;
    case 'small':
    case 'large':
      return `A ${name}er text size for the block.`;
    case 'highlight':
      return 'The whole block highlighted.';
    case 'ai':
      return "On a photo line: the platform's AI-usage label (the photo was made or changed with AI). Needs browser extension 0.7.3 or later.";
    default:
      return `Quotation style: ${name.slice('quote-'.length)}.`;
  }
}
