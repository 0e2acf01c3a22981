import { KR_MEDIA_LIMITS } from './definitions';
import type { Block } from './parse';

/** How a body placed one file: as a photo line (alone or in a group) or as `@video(...)`. */
export interface MediaRef {
  mediaId: string;
  written: 'photo' | 'video';
  inGroup: boolean;
  line: number;
  caption?: string;
}

/** Every file the body places, in order; a file placed twice counts once (its first place). */
export function mediaRefsOf(blocks: readonly Block[]): MediaRef[] {
  const refs: MediaRef[] = [];
  const seen = new Set<string>();
  const add = (ref: MediaRef) => {
    if (seen.has(ref.mediaId)) return;
    seen.add(ref.mediaId);
    refs.push(ref);
  };
  for (const block of blocks) {
    if (block.kind === 'video')
      add({ mediaId: block.mediaId!, written: 'video', inGroup: false, line: block.line });
    if (block.kind === 'image' || block.kind === 'imageGroup') {
      for (const image of block.images ?? []) {
        add({
          mediaId: image.mediaId,
          written: 'photo',
          inGroup: block.kind === 'imageGroup',
          line: image.line,
          caption: image.caption,
        });
      }
    }
  }
  return refs;
}

export type StoredKind = 'image' | 'video' | 'gif';

/** One `kr_media_kind_mismatch` entry, as the spec lists them. */
export interface KindMismatch {
  body: string;
  line: number;
  mediaId: string;
  kind: StoredKind;
  correct: string;
}

/**
 * Files written with the wrong syntax: a video as a photo (alone or in a group) or a photo or GIF
 * as `@video(...)`. `body` names where the text came from (`content`, `threadItems[0]`,
 * `options.kr_blog.content`); `correct` is the line to write instead. Ids not in `kinds` are
 * returned apart, for `media_ref_unknown`.
 */
export function checkMediaKinds(
  body: string,
  refs: readonly MediaRef[],
  kinds: ReadonlyMap<string, StoredKind>,
): { mismatches: KindMismatch[]; unknownIds: string[] } {
  const mismatches: KindMismatch[] = [];
  const unknownIds: string[] = [];
  for (const ref of refs) {
    const kind = kinds.get(ref.mediaId);
    if (!kind) {
      unknownIds.push(ref.mediaId);
      continue;
    }
    if (kind === 'video' && ref.written === 'photo') {
      mismatches.push({
        body,
        line: ref.line,
        mediaId: ref.mediaId,
        kind,
        // Out of the group too: a video never goes in one.
        correct: `@video(media:${ref.mediaId})`,
      });
    } else if (kind !== 'video' && ref.written === 'video') {
      mismatches.push({
        body,
        line: ref.line,
        mediaId: ref.mediaId,
        kind,
        correct: `![](media:${ref.mediaId})`,
      });
    }
  }
  return { mismatches, unknownIds };
}

/** The `kr_media_over_limit` fields when the body places more than a post takes, else undefined. */
export function checkMediaLimits(
  refs: readonly MediaRef[],
  kinds: ReadonlyMap<string, StoredKind>,
  limits: { images: number; videos: number } = KR_MEDIA_LIMITS,
):
  | {
      referenced: { images: number; videos: number };
      limits: { images: number; videos: number };
      droppedIds: string[];
    }
  | undefined {
  let images = 0;
  let videos = 0;
  const droppedIds: string[] = [];
  for (const ref of refs) {
    const isVideo = (kinds.get(ref.mediaId) ?? (ref.written === 'video' ? 'video' : 'image')) === 'video';
    if (isVideo) videos += 1;
    else images += 1;
    if ((isVideo && videos > limits.videos) || (!isVideo && images > limits.images))
      droppedIds.push(ref.mediaId);
  }
  if (droppedIds.length === 0) return undefined;
  return { referenced: { images, videos }, limits: { ...limits }, droppedIds };
}

/** True when `text` places media (`media:<id>` in a photo line or a directive): other channels would print it. */
export function hasMediaRefs(text: string): boolean {
  return /(\]\(media:[^)\s]+\))|(@video\(media:)/.test(text);
}
