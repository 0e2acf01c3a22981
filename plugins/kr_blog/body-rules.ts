import type { TargetDraft } from '../../core/channels/plugin';
import { violation, type Violation } from '../../core/errors/app-error';
import { requireExtension } from './bridge/versions';
import { KR_PLATFORM } from './limits';
import {
  checkMediaKinds,
  checkMediaLimits,
  mediaRefsOf,
  type KindMismatch,
  type StoredKind,
} from './markup/media-refs';
import { parseBody } from './markup/parse';

const platform = KR_PLATFORM;

/**
 * The body markup's rules on create and edit: lines the blog has no markup for
 * (`kr_markdown_unknown`, naming the line), files written with the wrong syntax
 * (`kr_media_kind_mismatch`, each with its correct line), files the body places that are not
 * there (`media_ref_unknown`), and more files placed than a post takes (`kr_media_over_limit`).
 * Without the files at hand (`draft.media` absent) the kind and count rules wait for publish.
 */
export function validateKrBody(draft: TargetDraft): Violation[] {
  const found: Violation[] = [];
  const parsed = parseBody(draft.text);
  for (const problem of parsed.problems) {
    found.push(violation('kr_markdown_unknown', { platform, line: problem.line }, problem.message));
  }
  // `@keep` only rewrites a post that is out (checked against its source then): not in a new post.
  const keeps = parsed.blocks.flatMap((b) => (b.kind === 'keep' && b.keepId ? [b.keepId] : []));
  if (keeps.length > 0 && !draft.post?.liveEdit) {
    found.push(
      violation(
        'kr_keep_unknown',
        { platform, keep: keeps },
        '@keep(...) keeps blocks of a published post written in the blog’s own editor, in a rewrite of it; a new post has none.',
      ),
    );
  }
  // The AI-usage label is set by extension 0.7.3 and later: an older one would post without it.
  const labelled = parsed.blocks.some(
    (b) => (b.kind === 'image' || b.kind === 'imageGroup') && b.attributes.includes('ai'),
  );
  const version = draft.account?.extensionVersion;
  if (labelled && version) {
    const outdated = requireExtension('aiLabelPhotos', version);
    if (outdated) found.push(outdated);
  }
  if (!draft.media) return found;
  const kinds = new Map<string, StoredKind>(draft.media.map((m) => [m.id, m.kind]));
  const refs = mediaRefsOf(parsed.blocks);
  const { mismatches, unknownIds } = checkMediaKinds('content', refs, kinds);
  if (mismatches.length > 0) found.push(mismatchViolation(mismatches));
  if (unknownIds.length > 0) {
    found.push(
      violation(
        'media_ref_unknown',
        { platform, mediaIds: unknownIds },
        `The body places media that is not attached or not found: ${unknownIds.join(', ')}. Upload it and list it in mediaIds.`,
      ),
    );
  }
  const over = checkMediaLimits(refs, kinds);
  if (over) {
    found.push(
      violation(
        'kr_media_over_limit',
        { platform, ...over },
        `The body places ${over.referenced.images} photos and ${over.referenced.videos} videos; a post takes ${over.limits.images} and ${over.limits.videos}.`,
      ),
    );
  }
  return found;
}

function mismatchViolation(mismatches: KindMismatch[]): Violation {
  const lines = mismatches.map(
    (m) =>
      `line ${m.line}: ${m.mediaId} is ${m.kind === 'video' ? 'a video' : 'a photo'}; write ${m.correct}`,
  );
  return violation('kr_media_kind_mismatch', { platform, mismatches }, lines.join('; '));
}
