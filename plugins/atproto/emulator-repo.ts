import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import { rawBodyOf } from '../../core/sandbox/koa-emulator';
import type { PostRecord } from './client';
import type { AtprotoServer, StoredPost } from './emulator-server-state';
import { fakeCid, postRecordProblem, rkeyProblem } from './emulator-records';

const POSTS = 'app.bsky.feed.post';
/** What a PDS takes in one blob upload before the record's own limit applies. */
const BLOB_UPLOAD_MAX = 50 * 1024 * 1024;

/**
 * The repo's record calls for posts (the only collection the channel writes) and blob upload.
 * A record key already taken is refused, so a send repeated under the same key cannot post twice.
 */
export function repoRoutes(router: Router, server: AtprotoServer): void {
  const find = (repo: string, rkey: string) =>
    server.stored().find((p) => p.accountId === repo && p.rkey === rkey && !p.deleted);

  router.post('/xrpc/com.atproto.repo.createRecord', async (ctx) => {
    const session = server.sessionOf(ctx);
    if (!session) return;
    const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    if (!ownRepo(ctx, server, body.repo, session.did) || !postCollection(ctx, server, body.collection))
      return;
    const rkey = typeof body.rkey === 'string' ? body.rkey : undefined;
    const badKey = rkey === undefined ? undefined : rkeyProblem(rkey, POSTS);
    if (badKey) return server.refuse(ctx, 400, 'InvalidRequest', badKey);
    const record = body.record as Partial<PostRecord> | undefined;
    const problem = postRecordProblem(record, (cid) => server.blobs.get(cid));
    if (problem) return server.refuse(ctx, 400, 'InvalidRequest', problem);
    const failure = server.failWrite(ctx);
    if (failure.answered) return;
    // The reference PDS answers a key already taken with a bare 500 (its repo refuses the write).
    if (rkey !== undefined && find(session.did, rkey)) {
      return server.refuse(ctx, 500, 'InternalServerError', 'Internal Server Error');
    }
    const key = rkey ?? server.nextTid();
    const uri = `at://${session.did}/${POSTS}/${key}`;
    const post: StoredPost = {
      id: uri,
      uri,
      cid: fakeCid(record),
      rkey: key,
      accountId: session.did,
      authorHandle: session.handle,
      text: record!.text!,
      createdAt: new Date().toISOString(),
      record: record as Record<string, unknown>,
      ...(record!.reply ? { replyToId: record!.reply.parent.uri, rootId: record!.reply.root.uri } : {}),
    };
    server.stored().push(post);
    if (!(await server.afterAccept(ctx, failure.kind))) return;
    ctx.body = { uri, cid: post.cid, commit: { cid: fakeCid(uri), rev: key }, validationStatus: 'valid' };
  });

  router.get('/xrpc/com.atproto.repo.getRecord', (ctx) => {
    const repo = String(ctx.query.repo ?? '');
    const post =
      String(ctx.query.collection) === POSTS ? find(repo, String(ctx.query.rkey ?? '')) : undefined;
    if (!post) {
      return server.refuse(
        ctx,
        400,
        'RecordNotFound',
        `Could not locate record: at://${repo}/${ctx.query.collection}/${ctx.query.rkey}`,
      );
    }
    ctx.body = { uri: post.uri, cid: post.cid, value: post.record };
  });

  router.get('/xrpc/com.atproto.repo.listRecords', (ctx) => {
    const limit = Math.min(100, Math.max(1, Number(ctx.query.limit ?? 50) || 50));
    const records = server
      .stored()
      .filter((p) => p.accountId === String(ctx.query.repo ?? '') && !p.deleted)
      .filter(() => String(ctx.query.collection) === POSTS)
      // Newest key first, as the server lists a collection unless told `reverse`.
      .sort((a, b) => (a.rkey < b.rkey ? 1 : a.rkey > b.rkey ? -1 : 0))
      .slice(0, limit);
    ctx.body = { records: records.map((p) => ({ uri: p.uri, cid: p.cid, value: p.record })) };
  });

  router.post('/xrpc/com.atproto.repo.deleteRecord', async (ctx) => {
    const session = server.sessionOf(ctx);
    if (!session) return;
    const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    if (!ownRepo(ctx, server, body.repo, session.did) || !postCollection(ctx, server, body.collection))
      return;
    const failure = server.failWrite(ctx);
    if (failure.answered) return;
    // Deleting a record that is not there is not an error on the protocol: the repo is as asked.
    const post = find(session.did, String(body.rkey ?? ''));
    if (post) post.deleted = true;
    if (!(await server.afterAccept(ctx, failure.kind))) return;
    ctx.body = { commit: { cid: fakeCid(`delete ${body.rkey}`), rev: server.nextTid() } };
  });

  router.post('/xrpc/com.atproto.repo.uploadBlob', (ctx) => {
    if (!server.sessionOf(ctx)) return;
    const bytes = rawBodyOf(ctx);
    if (bytes.length > BLOB_UPLOAD_MAX)
      return server.refuse(ctx, 413, 'PayloadTooLarge', 'request entity too large');
    const mimeType = ctx.get('content-type') || 'application/octet-stream';
    const cid = fakeCid(bytes.toString('base64'));
    server.blobs.set(cid, { mimeType, size: bytes.length });
    ctx.body = { blob: { $type: 'blob', ref: { $link: cid }, mimeType, size: bytes.length } };
  });
}

function ownRepo(ctx: RouterContext, server: AtprotoServer, repo: unknown, did: string): boolean {
  if (repo === did) return true;
  server.refuse(ctx, 400, 'InvalidRequest', 'Unsupported repo');
  return false;
}

function postCollection(ctx: RouterContext, server: AtprotoServer, collection: unknown): boolean {
  if (collection === POSTS) return true;
  server.refuse(
    ctx,
    400,
    'InvalidRequest',
    `This sandbox keeps posts only (${POSTS}), not ${String(collection)}`,
  );
  return false;
}
