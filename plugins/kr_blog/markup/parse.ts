import { ATTRIBUTES, DIRECTIVES, type AttributeName, type DirectiveName } from './definitions';

export type BlockKind =
  'paragraph' | 'heading' | 'quote' | 'list' | 'divider' | 'image' | 'imageGroup' | 'video' | 'card' | 'keep';

/** One photo placed in the body: its caption and media id. */
export interface PlacedImage {
  mediaId: string;
  caption: string;
  line: number;
}

export interface Block {
  kind: BlockKind;
  /** 1-based line where the block starts. */
  line: number;
  attributes: AttributeName[];
  /** The block's text without its markers (heading #, quote >, list -); empty for media blocks. */
  text: string;
  level?: number;
  images?: PlacedImage[];
  mediaId?: string;
  url?: string;
  keepId?: string;
}

/** A line the parser could not take, as the spec's `kr_markdown_unknown` names it. */
export interface MarkupProblem {
  code: 'kr_markdown_unknown';
  line: number;
  message: string;
}

export interface ParsedBody {
  blocks: Block[];
  problems: MarkupProblem[];
}

const PHOTO = /^!\[([^\]\n]*)\]\(media:([^)\s]+)\)$/;
const DIRECTIVE = /^@([A-Za-z_][\w-]*)\(([^)\n]*)\)$/;
const STARTS_AS_DIRECTIVE = /^@[A-Za-z_][\w-]*\(/;
const HEADING = /^(#{1,3})\s+(.*)$/;
const LIST_ITEM = /^(?:[-*]|\d{1,9}\.)\s+(.*)$/;

/**
 * Splits `{.a}{.b}` (or `{.a .b}`) off the end of a line. Only a trailing group counts, so braces
 * inside the text stay text. Scans from the end without regular expressions that backtrack.
 */
function trailingAttributes(line: string): { body: string; names: string[] } {
  let end = line.length;
  while (end > 0 && line[end - 1] === ' ') end -= 1;
  const names: string[] = [];
  let body = line.slice(0, end);
  while (body.endsWith('}')) {
    const open = body.lastIndexOf('{');
    if (open < 0) break;
    const inside = body.slice(open + 1, body.length - 1).trim();
    const parts = inside.split(/\s+/);
    if (inside === '' || !parts.every((p) => /^\.[A-Za-z][\w-]*$/.test(p))) break;
    names.unshift(...parts.map((p) => p.slice(1)));
    body = body.slice(0, open).trimEnd();
  }
  return { body, names };
}

/**
 * The blocks of a body, each with its line, and every line that uses markup the blog does not
 * have. Never throws: any string parses, unknown markup is a problem with its line, the rest is text.
 */
export function parseBody(source: string): ParsedBody {
  const blocks: Block[] = [];
  const problems: MarkupProblem[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: Block | undefined;
  let list: Block | undefined;
  let group: Block | undefined;

  const closeRuns = () => {
    paragraph = undefined;
    list = undefined;
  };

  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') {
      closeRuns();
      group = undefined;
      return;
    }
    const { body, names } = trailingAttributes(trimmed);
    const attributes: AttributeName[] = [];
    for (const name of names) {
      if ((ATTRIBUTES as readonly string[]).includes(name)) attributes.push(name as AttributeName);
      else
        problems.push({
          code: 'kr_markdown_unknown',
          line,
          message: `line ${line}: unknown attribute {.${name}}; known: ${ATTRIBUTES.map((a) => `{.${a}}`).join(', ')}`,
        });
    }

    const photo = PHOTO.exec(body);
    if (photo) {
      closeRuns();
      const image: PlacedImage = { mediaId: photo[2], caption: photo[1].trim(), line };
      if (group) group.images!.push(image);
      else
        blocks.push({ kind: 'image', line, attributes, text: '', images: [image], mediaId: image.mediaId });
      return;
    }
    // A line that is not a photo ends a group.
    group = undefined;

    if (STARTS_AS_DIRECTIVE.test(body)) {
      closeRuns();
      const directive = DIRECTIVE.exec(body);
      const name = directive?.[1];
      if (!directive || !(DIRECTIVES as readonly string[]).includes(name!)) {
        problems.push({
          code: 'kr_markdown_unknown',
          line,
          message: directive
            ? `line ${line}: unknown directive @${name}(...); known: ${DIRECTIVES.map((d) => `@${d}`).join(', ')}`
            : `line ${line}: a directive is @name(argument) alone on its line`,
        });
        return;
      }
      const argument = directive[2].trim();
      const block = directiveBlock(name as DirectiveName, argument, line, attributes, problems);
      if (block) blocks.push(block);
      if (block?.kind === 'imageGroup') group = block;
      return;
    }

    if (/^-{3,}$/.test(body)) {
      closeRuns();
      blocks.push({ kind: 'divider', line, attributes, text: '' });
      return;
    }
    const heading = HEADING.exec(body);
    if (heading) {
      closeRuns();
      blocks.push({ kind: 'heading', line, attributes, text: heading[2].trim(), level: heading[1].length });
      return;
    }
    if (body.startsWith('>')) {
      closeRuns();
      blocks.push({ kind: 'quote', line, attributes, text: body.replace(/^>+\s?/, '') });
      return;
    }
    const item = LIST_ITEM.exec(body);
    if (item) {
      paragraph = undefined;
      if (list) list.text += `\n${item[1]}`;
      else {
        list = { kind: 'list', line, attributes, text: item[1] };
        blocks.push(list);
      }
      return;
    }
    list = undefined;
    if (paragraph) {
      paragraph.text += `\n${body}`;
      paragraph.attributes.push(...attributes.filter((a) => !paragraph!.attributes.includes(a)));
    } else {
      paragraph = { kind: 'paragraph', line, attributes, text: body };
      blocks.push(paragraph);
    }
  });
  return { blocks, problems };
}

function directiveBlock(
  name: DirectiveName,
  argument: string,
  line: number,
  attributes: AttributeName[],
  problems: MarkupProblem[],
): Block | undefined {
  const bad = (what: string) => {
    problems.push({ code: 'kr_markdown_unknown', line, message: `line ${line}: @${name}(...) ${what}` });
    return undefined;
  };
  switch (name) {
    case 'video': {
      const ref = /^media:(\S+)$/.exec(argument);
      if (!ref) return bad('takes media:<id>');
      return { kind: 'video', line, attributes, text: '', mediaId: ref[1] };
    }
    case 'group':
      if (argument !== '') return bad('takes nothing: the photo lines after it form the group');
      return { kind: 'imageGroup', line, attributes, text: '', images: [] };
    case 'card':
      if (!/^https?:\/\/\S+$/.test(argument)) return bad('takes an http(s) address');
      return { kind: 'card', line, attributes, text: '', url: argument };
    case 'keep':
      if (!/^[\w-]{1,64}$/.test(argument)) return bad('takes a block id');
      return { kind: 'keep', line, attributes, text: '', keepId: argument };
  }
}
