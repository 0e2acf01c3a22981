/**
 * The seven shipped post forms (spec: Post form): how `layout: "template"` lays a body out before
 * the extension types it. Each says what opens a section, the quotation style, how often a
 * paragraph is highlighted, how many photos a section takes, and whether photos get captions.
 */
export interface FormPreset {
  id: string;
  name: string;
  /** When to pick it, in one sentence. */
  when: string;
  /** What opens a section: a heading line, a quotation or a bold line (numbered in a list form). */
  sectionOpener: 'heading' | 'quote' | 'bold';
  /** The quotation style of a quote opener (`{.quote-<style>}`); null for other openers. */
  quoteStyle: 'line' | 'box' | 'bubble' | null;
  /** Every Nth paragraph of a section gets `{.highlight}`; 0: none. */
  highlightEvery: number;
  /** Attached photos the body does not place, spread this many per section. */
  imagesPerSection: number;
  /** `fill`: a photo without a caption gets its section's title; `keep`: captions as written. */
  captions: 'fill' | 'keep';
  /** A body without headings is cut into sections of this many paragraphs. */
  paragraphsPerSection: number;
  /** True for a form read from a reference post (`POST /v1/kr/forms/extract`). */
  extracted?: boolean;
  /** The reference post's link, for an extracted form. */
  source?: string;
}

export const DEFAULT_FORM_ID = 'photo-story';

export const FORM_PRESETS: readonly FormPreset[] = [
  {
    id: 'photo-story',
    name: 'Photo story',
    when: 'A day out, a visit or an experience told mostly in photos.',
    sectionOpener: 'heading',
    quoteStyle: null,
    highlightEvery: 0,
    imagesPerSection: 2,
    captions: 'fill',
    paragraphsPerSection: 3,
  },
  {
    id: 'review',
    name: 'Review',
    when: 'A product, a place or a book reviewed, with a verdict per point.',
    sectionOpener: 'quote',
    quoteStyle: 'box',
    highlightEvery: 2,
    imagesPerSection: 1,
    captions: 'keep',
    paragraphsPerSection: 3,
  },
  {
    id: 'how-to',
    name: 'How-to',
    when: 'Instructions step by step, one section per step.',
    sectionOpener: 'heading',
    quoteStyle: null,
    highlightEvery: 3,
    imagesPerSection: 1,
    captions: 'fill',
    paragraphsPerSection: 2,
  },
  {
    id: 'listicle',
    name: 'List of picks',
    when: 'A numbered list: the best places, ten tips, five picks.',
    sectionOpener: 'bold',
    quoteStyle: null,
    highlightEvery: 0,
    imagesPerSection: 1,
    captions: 'fill',
    paragraphsPerSection: 1,
  },
  {
    id: 'travel-log',
    name: 'Travel log',
    when: 'A trip day by day or place by place, with many photos.',
    sectionOpener: 'quote',
    quoteStyle: 'bubble',
    highlightEvery: 0,
    imagesPerSection: 3,
    captions: 'fill',
    paragraphsPerSection: 2,
  },
  {
    id: 'recipe',
    name: 'Recipe',
    when: 'A dish: ingredients, then the steps.',
    sectionOpener: 'heading',
    quoteStyle: null,
    highlightEvery: 2,
    imagesPerSection: 1,
    captions: 'keep',
    paragraphsPerSection: 2,
  },
  {
    id: 'qna',
    name: 'Questions and answers',
    when: 'An FAQ: each section a question, its paragraphs the answer.',
    sectionOpener: 'quote',
    quoteStyle: 'line',
    highlightEvery: 1,
    imagesPerSection: 0,
    captions: 'keep',
    paragraphsPerSection: 2,
  },
];

export function presetById(id: string): FormPreset | undefined {
  return FORM_PRESETS.find((f) => f.id === id);
}
