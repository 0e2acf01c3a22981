import type { AttributeName } from '../markup/definitions';
import { mediaRefsOf } from '../markup/media-refs';
import { parseBody, type Block } from '../markup/parse';
import type { FormPreset } from './presets';

export interface Layout {
  form: string;
  /** The body as the extension will type it, in the same markup. */
  content: string;
  sections: number;
  /** Attached files the body did not place, in the order the form placed them. */
  placedByForm: string[];
}

interface Section {
  title: string | null;
  blocks: Block[];
}

/**
 * Lays a body out with a form, as publishing does for `layout: "template"` and as
 * `POST /v1/kr/layout` shows it: the body is cut into sections (at its headings, or every few
 * paragraphs), each opened the form's way, paragraphs highlighted at the form's rhythm, attached
 * files the body does not place spread over the sections, and captions filled where the form
 * says. Words are never changed, only arranged; the same input always gives the same output.
 */
export function layOut(
  content: string,
  mediaIds: readonly string[],
  form: FormPreset,
  kinds: ReadonlyMap<string, string> = new Map(),
): Layout {
  const blocks = parseBody(content).blocks;
  const placed = new Set(mediaRefsOf(blocks).map((r) => r.mediaId));
  const spare = mediaIds.filter((id) => !placed.has(id));
  const sections = sectionsOf(blocks, form);
  const placedByForm: string[] = [];
  const out: string[] = [];

  sections.forEach((section, index) => {
    if (section.title !== null)
      out.push(opener(section.title, form, index + (sections[0].title === null ? 0 : 1)));
    let paragraphs = 0;
    let filesHere = 0;
    // With titled sections, the untitled opening before them keeps to its words.
    const takesFiles = section.title !== null || sections.every((s) => s.title === null);
    const placeFiles = () => {
      while (takesFiles && filesHere < form.imagesPerSection && spare.length > 0) {
        const id = spare.shift()!;
        placedByForm.push(id);
        filesHere += 1;
        out.push(
          kinds.get(id) === 'video' ? `@video(media:${id})` : `![${caption('', section, form)}](media:${id})`,
        );
      }
    };
    for (const block of section.blocks) {
      if (block.kind === 'paragraph') {
        paragraphs += 1;
        const highlight = form.highlightEvery > 0 && paragraphs % form.highlightEvery === 0;
        out.push(render(block, section, form, highlight ? ['highlight'] : []));
        if (paragraphs === 1) placeFiles();
        continue;
      }
      out.push(render(block, section, form, []));
    }
    if (paragraphs === 0) placeFiles();
  });
  // What the sections had no room for goes at the end, as the editor's attach button puts it.
  for (const id of spare) {
    placedByForm.push(id);
    out.push(kinds.get(id) === 'video' ? `@video(media:${id})` : `![](media:${id})`);
  }
  return {
    form: form.id,
    content: out.filter((l) => l !== '').join('\n\n'),
    sections: sections.length,
    placedByForm,
  };
}

/** At the headings, the first section being what comes before one; without any, every few paragraphs. */
function sectionsOf(blocks: Block[], form: FormPreset): Section[] {
  const sections: Section[] = [];
  if (blocks.some((b) => b.kind === 'heading')) {
    for (const block of blocks) {
      if (block.kind === 'heading') sections.push({ title: block.text, blocks: [] });
      else {
        if (sections.length === 0) sections.push({ title: null, blocks: [] });
        sections[sections.length - 1].blocks.push(block);
      }
    }
    return sections;
  }
  let paragraphs = 0;
  for (const block of blocks) {
    if (sections.length === 0 || (block.kind === 'paragraph' && paragraphs === form.paragraphsPerSection)) {
      sections.push({ title: null, blocks: [] });
      paragraphs = 0;
    }
    if (block.kind === 'paragraph') paragraphs += 1;
    sections[sections.length - 1].blocks.push(block);
  }
  return sections.length > 0 ? sections : [{ title: null, blocks: [] }];
}

function opener(title: string, form: FormPreset, number: number): string {
  switch (form.sectionOpener) {
    case 'heading':
      return `## ${title}`;
    case 'quote':
      return `> ${title} {.quote-${form.quoteStyle ?? 'line'}}`;
    case 'bold':
      return `**${number}. ${title}**`;
  }
}

function caption(written: string, section: Section, form: FormPreset): string {
  if (written.trim() !== '' || form.captions === 'keep') return written;
  return section.title ?? '';
}

function render(block: Block, section: Section, form: FormPreset, extra: AttributeName[]): string {
  const names = [...block.attributes, ...extra.filter((a) => !block.attributes.includes(a))];
  const attrs = names.length > 0 ? ` {.${names.join(' .')}}` : '';
  switch (block.kind) {
    case 'paragraph':
      return `${block.text}${attrs}`;
    case 'heading':
      return `${'#'.repeat(block.level ?? 2)} ${block.text}${attrs}`;
    case 'quote':
      return `> ${block.text}${attrs}`;
    case 'list':
      return block.text
        .split('\n')
        .map((item) => `- ${item}`)
        .join('\n');
    case 'divider':
      return '---';
    case 'image': {
      const image = block.images![0];
      return `![${caption(image.caption, section, form)}](media:${image.mediaId})${attrs}`;
    }
    case 'imageGroup':
      return [
        '@group()',
        ...(block.images ?? []).map((i) => `![${caption(i.caption, section, form)}](media:${i.mediaId})`),
      ].join('\n');
    case 'video':
      return `@video(media:${block.mediaId})`;
    case 'card':
      return `@card(${block.url})`;
    case 'keep':
      return `@keep(${block.keepId})`;
  }
}
