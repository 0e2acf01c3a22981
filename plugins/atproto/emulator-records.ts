import { createHash } from 'node:crypto';
import { lengthByRule } from '../../core/text/count';
import type { PostRecord } from './client';
import { isTid } from './rkey';
import { IMAGE_MAX_BYTES, TEXT_MAX_BYTES } from './rules';

/**
 * The emulator's reading of a post record, as the server's lexicon check reads it: the same
 * limits and the same sentences (`Invalid app.bsky.feed.post record: ...`), so a plugin mistake
 * shows up here before it does on a real server.
 */
export interface KnownBlob {
  mimeType: string;
  size: number;
}

const RKEY = /^[A-Za-z0-9._:~-]{1,512}$/;

/** Posts are keyed by TID (the lexicon's `key: "tid"`); the reference PDS refuses any other key. */
export function rkeyProblem(rkey: string, collection: string): string | undefined {
  if (!RKEY.test(rkey) || rkey === '.' || rkey === '..') return `Invalid record key: ${rkey}`;
  if (!isTid(rkey)) {
    return `Invalid record key for ${collection}: Invalid TID string (got ${JSON.stringify(rkey)}) at $`;
  }
  return undefined;
}

/** The content hash of a record, in the shape of a CID (the emulator does not encode DAG-CBOR). */
export function fakeCid(value: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(value)).digest();
  const base32 = 'abcdefghijklmnopqrstuvwxyz234567';
  return `bafyrei${Array.from(digest, (b) => base32[b % 32]).join('')}`;
}

/** Why the server would refuse `record` as a post, or undefined when it takes it. */
export function postRecordProblem(
  record: Partial<PostRecord> | undefined,
  blobs: (cid: string) => KnownBlob | undefined,
): string | undefined {
  const invalid = (what: string) => `Invalid app.bsky.feed.post record: ${what}`;
  if (!record || record.$type !== 'app.bsky.feed.post')
    return invalid('Record/$type must be app.bsky.feed.post');
  if (typeof record.text !== 'string') return invalid('Record must have the property "text"');
  if (typeof record.createdAt !== 'string' || Number.isNaN(Date.parse(record.createdAt))) {
    return invalid('Record/createdAt must be an valid atproto datetime');
  }
  if (lengthByRule('graphemes', record.text) > 300) {
    return `${invalid(`grapheme too big (maximum 300, got ${lengthByRule('graphemes', record.text)})`)} at $.record.text`;
  }
  if (Buffer.byteLength(record.text, 'utf8') > TEXT_MAX_BYTES) {
    return invalid(`Record/text must not be longer than ${TEXT_MAX_BYTES} characters`);
  }
  const bytes = Buffer.byteLength(record.text, 'utf8');
  for (const [i, facet] of (record.facets ?? []).entries()) {
    const { byteStart, byteEnd } = facet.index ?? {};
    if (
      !Number.isInteger(byteStart) ||
      !Number.isInteger(byteEnd) ||
      byteStart < 0 ||
      byteEnd > bytes ||
      byteStart >= byteEnd
    ) {
      return invalid(`Record/facets/${i}/index must lie within the text's bytes`);
    }
  }
  for (const ref of record.reply ? [record.reply.root, record.reply.parent] : []) {
    if (typeof ref?.uri !== 'string' || typeof ref.cid !== 'string') {
      return invalid('Record/reply must have root and parent, each with uri and cid');
    }
  }
  if (record.embed) {
    const images = record.embed.images ?? [];
    if (record.embed.$type !== 'app.bsky.embed.images' || images.length === 0) {
      return invalid('Record/embed must be app.bsky.embed.images with images');
    }
    if (images.length > 4) return invalid('Record/embed/images must not have more than 4 elements');
    for (const [i, image] of images.entries()) {
      if (typeof image.alt !== 'string')
        return invalid(`Record/embed/images/${i} must have the property "alt"`);
      const blob = blobs(image.image?.ref?.$link ?? '');
      if (!blob) return `Could not find blob: ${image.image?.ref?.$link}`;
      if (!blob.mimeType.startsWith('image/')) {
        return invalid(
          `Record/embed/images/${i}/image mime type (${blob.mimeType}) does not match accepted types: image/*`,
        );
      }
      if (blob.size > IMAGE_MAX_BYTES) {
        return invalid(
          `Record/embed/images/${i}/image file too large (${blob.size} bytes). Maximum is ${IMAGE_MAX_BYTES} bytes.`,
        );
      }
    }
  }
  return undefined;
}
