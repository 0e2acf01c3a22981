import type { PublishItem, PublishMedia } from '../../core/channels/plugin';
import { chooseCategory, type KrCategory } from './categories';
import { parseBody, type Block } from './markup/parse';
import { readKrOptions, type KrOptions } from './options';
import { findForm } from './forms/known';
import { layOut } from './forms/layout';

/** One block of a publish job, as the extension types it into the editor. */
export type JobBlock =
  /** `highlight`: the paragraph highlighted (`{.highlight}`, as a form lays it out). */
  | { kind: 'text'; text: string; highlight?: true }
  | { kind: 'heading'; text: string; level: number }
  | { kind: 'quote'; text: string }
  | { kind: 'image'; url: string; caption?: string; mediaId: string; aiLabel?: true }
  | { kind: 'video'; url: string; mediaId: string }
  | { kind: 'card'; url: string }
  /** A block of the post as it is on the blog (rewriting a post written in its own editor). */
  | { kind: 'keep'; id: string };

/** The payload of a `publish` job (bridge protocol; the extension and the sandbox client read it). */
export interface PublishJobPayload {
  title: string;
  categoryId?: string;
  tags: string[];
  openType: string;
  fontSize?: number;
  draftOnly: boolean;
  scheduledAt?: string;
  /** For a rewrite of a post written in the blog's own editor: the version its `keep` ids belong to. */
  sourceVersion?: string;
  blocks: JobBlock[];
}

/**
 * The post as the editor will be filled: the body's blocks in order, each placed file with the
 * address the extension downloads it from, then the attached files the body did not place (at the
 * end, as the editor's own attach button would put them). The category is resolved by name against
 * the categories read last (the create-time rules already refused an unknown or ambiguous one).
 */
export function publishJobPayload(item: PublishItem, metadata: Record<string, unknown>): PublishJobPayload {
  const options = readKrOptions(item.options);
  const text = laidOut(item, options, metadata);
  const byId = new Map((item.media ?? []).map((m) => [m.id, m]));
  const placed = new Set<string>();
  const blocks: JobBlock[] = [];
  const file = (id: string): PublishMedia | undefined => {
    placed.add(id);
    return byId.get(id);
  };
  for (const block of parseBody(text).blocks) blocks.push(...jobBlocks(block, file));
  for (const media of item.media ?? []) {
    if (placed.has(media.id)) continue;
    blocks.push(
      media.kind === 'video'
        ? { kind: 'video', url: media.url, mediaId: media.id }
        : { kind: 'image', url: media.url, mediaId: media.id },
    );
  }
  const categories = (metadata.categories as KrCategory[] | undefined) ?? [];
  const choice =
    options.categoryId !== undefined || options.category !== undefined
      ? chooseCategory(options, categories)
      : undefined;
  return {
    title: options.title ?? '',
    ...(choice && 'categoryId' in choice
      ? { categoryId: choice.categoryId }
      : options.categoryId
        ? { categoryId: options.categoryId }
        : {}),
    tags: options.tags,
    openType: options.openType ?? 'public',
    ...(options.fontSize !== undefined ? { fontSize: options.fontSize } : {}),
    draftOnly: options.draftOnly,
    ...(options.scheduledAt ? { scheduledAt: options.scheduledAt } : {}),
    ...(options.sourceVersion ? { sourceVersion: options.sourceVersion } : {}),
    blocks,
  };
}

/** `layout: "template"` (the default): the body laid out with its form (named or remembered) first. */
function laidOut(item: PublishItem, options: KrOptions, metadata: Record<string, unknown>): string {
  if (options.layout === 'as-is') return item.text;
  const id = options.form ?? (typeof metadata.form === 'string' ? metadata.form : undefined);
  const form = id ? findForm(id, metadata) : undefined;
  if (!form) return item.text;
  const kinds = new Map((item.media ?? []).map((m) => [m.id, m.kind]));
  return layOut(item.text, item.mediaIds, form, kinds).content;
}

function jobBlocks(block: Block, file: (id: string) => PublishMedia | undefined): JobBlock[] {
  switch (block.kind) {
    case 'paragraph':
    case 'list':
      if (block.text.trim() === '') return [];
      return [
        {
          kind: 'text',
          text: block.text,
          ...(block.attributes.includes('highlight') ? { highlight: true as const } : {}),
        },
      ];
    case 'heading':
      return [{ kind: 'heading', text: block.text, level: block.level ?? 2 }];
    case 'quote':
      return [{ kind: 'quote', text: block.text }];
    case 'image':
    case 'imageGroup':
      return (block.images ?? []).flatMap((image) => {
        const media = file(image.mediaId);
        if (!media) return [];
        // `{.ai}`: the platform's AI-usage label on the photo.
        const ai = block.attributes.includes('ai') ? { aiLabel: true as const } : {};
        return [{ kind: 'image' as const, url: media.url, caption: image.caption, mediaId: media.id, ...ai }];
      });
    case 'video': {
      const media = file(block.mediaId!);
      return media ? [{ kind: 'video', url: media.url, mediaId: media.id }] : [];
    }
    case 'card':
      return block.url ? [{ kind: 'card', url: block.url }] : [];
    case 'keep':
      return block.keepId ? [{ kind: 'keep', id: block.keepId }] : [];
    case 'divider':
      return [];
  }
}
