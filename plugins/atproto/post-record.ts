import type { PublishItem, PublishMedia } from '../../core/channels/plugin';
import {
  AtprotoApiError,
  parseAtUri,
  POST_COLLECTION,
  type AtprotoClient,
  type PostRecord,
  type RecordAnswer,
  type StrongRef,
} from './client';
import { detectFacets } from './facets';
import { ATPROTO_LIMITS } from './rules';

export type PublishedRecord = RecordAnswer<PostRecord>;

/**
 * The post record for one item: its text with facets (mentions resolved to DIDs), its images
 * uploaded as blobs, the reply refs of a reply or chain item, and warnings for what was left out.
 */
export async function buildPost(
  client: AtprotoClient,
  item: PublishItem,
): Promise<{ record: PostRecord; warnings: string[] }> {
  const warnings: string[] = [];
  const options = item.options as { altTexts?: string[]; langs?: string[] };
  const facets = await detectFacets(item.text, (handle) => resolveHandle(client, handle));
  const media = item.media ?? [];
  const images = media.filter((m) => m.kind === 'image').slice(0, ATPROTO_LIMITS.media.images);
  if (images.length < media.length) {
    warnings.push(
      `${media.length - images.length} media item(s) not sent: this channel sends up to ${ATPROTO_LIMITS.media.images} images.`,
    );
  }
  const embedded = [];
  for (const [i, file] of images.entries())
    embedded.push(await uploadImage(client, file, options.altTexts?.[i]));
  const reply = item.replyToExternalId
    ? await replyRefs(client, item.replyToExternalId, item.chain?.parent)
    : undefined;
  const record: PostRecord = {
    $type: POST_COLLECTION,
    text: item.text,
    createdAt: new Date().toISOString(),
    ...(facets.length > 0 ? { facets } : {}),
    ...(reply ? { reply } : {}),
    ...(embedded.length > 0 ? { embed: { $type: 'app.bsky.embed.images', images: embedded } } : {}),
    ...(options.langs?.length ? { langs: options.langs } : {}),
  };
  return { record, warnings };
}

/** The record under `rkey` in the account's posts, or undefined when there is none. */
export async function recordOf(
  client: AtprotoClient,
  repo: string,
  rkey: string,
): Promise<PublishedRecord | undefined> {
  try {
    return await client.getRecord(repo, POST_COLLECTION, rkey);
  } catch (error) {
    if (error instanceof AtprotoApiError && error.error === 'RecordNotFound') return undefined;
    throw error;
  }
}

/**
 * A reply names its parent and the thread's root, each by URI and content hash. The parent's
 * result passed them down (`chainContext`: its ref and its root's); without that (a reply to a
 * post made before, an item from an older worker) they are read from the parent's record.
 */
async function replyRefs(
  client: AtprotoClient,
  parentUri: string,
  passed: Record<string, string> | undefined,
): Promise<{ root: StrongRef; parent: StrongRef }> {
  if (passed?.uri === parentUri && passed.cid && passed.rootUri && passed.rootCid) {
    return {
      root: { uri: passed.rootUri, cid: passed.rootCid },
      parent: { uri: passed.uri, cid: passed.cid },
    };
  }
  const at = parseAtUri(parentUri);
  if (!at) throw new AtprotoApiError(400, 'InvalidRequest', `Not an AT URI: ${parentUri}`);
  const parent = await client.getRecord(at.repo, at.collection, at.rkey);
  const parentRef = { uri: parent.uri, cid: parent.cid };
  return { root: parent.value.reply?.root ?? parentRef, parent: parentRef };
}

async function uploadImage(client: AtprotoClient, file: PublishMedia, alt: string | undefined) {
  const { blob } = await client.uploadBlob(await file.read(), file.contentType);
  return {
    image: blob,
    alt: alt ?? '',
    ...(file.width && file.height ? { aspectRatio: { width: file.width, height: file.height } } : {}),
  };
}

/** A handle's DID, or undefined when the network knows no such handle (the mention stays text). */
async function resolveHandle(client: AtprotoClient, handle: string): Promise<string | undefined> {
  try {
    return (await client.resolveHandle(handle)).did;
  } catch (error) {
    if (error instanceof AtprotoApiError && error.status === 400) return undefined;
    throw error;
  }
}
