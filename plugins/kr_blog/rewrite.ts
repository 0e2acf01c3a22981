import type { BridgeEditCheck } from '../../core/channels/plugin';
import { violation, type Violation } from '../../core/errors/app-error';
import { requireExtension } from './bridge/versions';
import { KR_PLATFORM } from './limits';
import { parseBody } from './markup/parse';
import { readKrOptions } from './options';

const platform = KR_PLATFORM;

/** One block of a post as the blog's editor holds it (sandbox-blog/model.ts EditorBlock, with its id). */
interface SourceBlock {
  id: string;
  kind: string;
  text?: string;
  level?: number;
}

/**
 * Rewriting a post written in the blog's own editor (spec: `kr_source_required`, `kr_keep_unknown`):
 * its photos and cards are not files of this service, so the new body keeps them with `@keep(<id>)`
 * lines, ids of the post's blocks at the version the caller read (`options.kr_blog.sourceVersion`).
 * Without that version, or when the post changed since, the answer is 409 with the current
 * `source` (the body, each block it cannot write as markup a `@keep` line), `keep` and
 * `sourceVersion`; nothing changes. A post this service made needs none of that, and no `@keep`.
 */
export async function checkKrEdit(edit: BridgeEditCheck): Promise<Violation[]> {
  const keeps = parseBody(edit.text).blocks.flatMap((b) => (b.kind === 'keep' && b.keepId ? [b.keepId] : []));
  if (!edit.writtenOnPlatform) {
    return keeps.length > 0
      ? [
          violation(
            'kr_keep_unknown',
            { platform, keep: keeps },
            '@keep(...) keeps blocks of a post written in the blog’s own editor; this post was made here, so write the body in full.',
          ),
        ]
      : [];
  }
  const outdated = requireExtension('rewriteEditorPost', edit.extensionVersion);
  if (outdated) return [outdated];
  const answer = await edit.bridge.ask('source', { logNo: edit.externalId }, 10_000);
  if (!answer || !answer.ok || !('data' in answer)) {
    const code = answer && !answer.ok ? answer.code : 'bridge_stalled';
    return [
      violation(
        code === 'kr_post_unavailable' ? 'kr_post_unavailable' : 'bridge_stalled',
        { platform, logNo: edit.externalId },
        'The extension could not read the post’s current source; try again.',
      ),
    ];
  }
  const version = String(answer.data.version ?? '');
  const blocks = (Array.isArray(answer.data.blocks) ? answer.data.blocks : []) as SourceBlock[];
  const given = readKrOptions(edit.options).sourceVersion;
  if (given !== version) {
    return [
      violation(
        'kr_source_required',
        {
          platform,
          source: sourceText(blocks),
          keep: blocks.filter((b) => !isText(b)).map((b) => b.id),
          sourceVersion: version,
        },
        given
          ? 'The post changed on the blog since that sourceVersion; start again from this source.'
          : 'This post was written in the blog’s own editor: send the new body with options.kr_blog.sourceVersion, keeping its photos with the @keep lines of source.',
      ),
    ];
  }
  const unknown = keeps.filter((id) => !blocks.some((b) => b.id === id));
  return unknown.length > 0
    ? [
        violation(
          'kr_keep_unknown',
          { platform, keep: unknown },
          `No block ${unknown.join(', ')} in this post.`,
        ),
      ]
    : [];
}

function isText(block: SourceBlock): boolean {
  return block.kind === 'text' || block.kind === 'heading' || block.kind === 'quote';
}

/** The post as body markup: text as it reads, every other block as its `@keep` line. */
function sourceText(blocks: SourceBlock[]): string {
  return blocks
    .map((b) => {
      if (b.kind === 'heading') return `${'#'.repeat(Math.min(3, b.level ?? 2))} ${b.text ?? ''}`;
      if (b.kind === 'quote') return `> ${b.text ?? ''}`;
      if (b.kind === 'text') return b.text ?? '';
      return `@keep(${b.id})`;
    })
    .join('\n\n');
}
