import Router from '@koa/router';
import type Koa from 'koa';
import type { Readable } from 'node:stream';
import type { DependencyContainer } from 'tsyringe';
import type { Config } from '../../core/config';
import { CONFIG } from '../../core/container';
import { guardUpload, UploadStoppedError } from '../../core/media/upload-guard';
import { MediaDownloadService } from '../../core/services/media/media-download-service';
import { MediaFromUrlService, type FromUrlInput } from '../../core/services/media/media-from-url-service';
import { MediaService } from '../../core/services/media/media-service';
import { MediaUploadService, type PresignInput } from '../../core/services/media/media-upload-service';
import { UploadSessionService, type UploadLinkInput } from '../../core/services/media/upload-session-service';
import { authOf, workspaceOf } from '../middleware/auth';
import { dropRest } from '../middleware/body';
import { mediaFromUrlSchema, mediaIdParams, presignMediaSchema, uploadLinkSchema } from '../schemas/media';
import { check } from '../validation';

/**
 * Media with a key (prefix `/v1/media`):
 *   POST   /                {fileName, contentType, bytes} → 201 {id, uploadUrl, method, headers, expiresAt}  posts:write
 *   POST   /from-url        {url, fileName?} → 201 the ready media (fetched from a public https URL)     posts:write
 *   POST   /upload-links    {maxFiles?, expiresInMinutes?} → 201 {id, url, maxFiles, expiresAt, files}    posts:write
 *   GET    /upload-links/:id  the link and the files it received                                       posts:read
 *   POST   /:id/complete    probe the uploaded bytes; the media becomes `ready`                           posts:write
 *   GET    /:id             the media record, with a signed download `url` when ready                      posts:read
 *   DELETE /:id             the row and the file                                                           posts:write
 */
export function mediaRouter(container: DependencyContainer): Router {
  const media = () => container.resolve(MediaService);
  const uploads = () => container.resolve(MediaUploadService);
  const links = () => container.resolve(UploadSessionService);
  const router = new Router({ prefix: '/v1/media' });
  const idOf = (ctx: Koa.Context) => check<{ id: string }>(mediaIdParams, { id: ctx.params.id }, 'query').id;

  router.post('/', async (ctx) => {
    const input = check<PresignInput>(presignMediaSchema, ctx.request.body);
    const answer = await uploads().presign(authOf(ctx), await workspaceOf(ctx, container), input);
    ctx.status = 201;
    ctx.body = answer;
  });

  router.post('/from-url', async (ctx) => {
    const input = check<FromUrlInput>(mediaFromUrlSchema, ctx.request.body);
    const answer = await container
      .resolve(MediaFromUrlService)
      .fromUrl(authOf(ctx), await workspaceOf(ctx, container), input);
    ctx.status = 201;
    ctx.body = answer;
  });

  router.post('/upload-links', async (ctx) => {
    const input = check<UploadLinkInput>(uploadLinkSchema, ctx.request.body ?? {});
    const answer = await links().create(authOf(ctx), await workspaceOf(ctx, container), input);
    ctx.status = 201;
    ctx.body = answer;
  });

  router.get('/upload-links/:id', async (ctx) => {
    ctx.body = await links().get(authOf(ctx), await workspaceOf(ctx, container), idOf(ctx));
  });

  router.post('/:id/complete', async (ctx) => {
    ctx.body = await uploads().complete(authOf(ctx), await workspaceOf(ctx, container), idOf(ctx));
  });

  router.get('/:id', async (ctx) => {
    ctx.body = await media().get(authOf(ctx), await workspaceOf(ctx, container), idOf(ctx));
  });

  router.delete('/:id', async (ctx) => {
    ctx.body = await media().delete(authOf(ctx), await workspaceOf(ctx, container), idOf(ctx));
  });

  return router;
}

/**
 * The signed URLs the API serves itself, without a key (the token in the path authorises):
 *   PUT /v1/media/uploads/:token   the file's bytes as the body (streamed; at most the declared size)
 *   GET /v1/media/files/:token     the file (HEAD too), with `Range` for one byte range
 *   PUT /v1/media/upload-links/:token/:fileName   one file on an upload link: Content-Type (and
 *       Content-Length) as headers, the file as the body; 201 the ready media. The file name is the
 *       last path segment, URL-encoded.
 * Both PUTs end with 503 `upload_stalled` (nothing kept) when no bytes arrive for UPLOAD_STALL_MS
 * or the body still runs after UPLOAD_MAX_MS.
 * Mounted before the authenticated routes. The request log hides the token and stores no bytes;
 * downloads (platforms pulling, often in chunks) are not logged.
 */
export function mediaFilesRouter(container: DependencyContainer): Router {
  const router = new Router();
  /**
   * Hands the request body to `store`, ended with `upload_stalled` when it stops moving or runs too
   * long (config). After a failure, whatever of the body is still coming is dropped.
   */
  const receive = async <T>(
    ctx: Koa.Context,
    store: (body: Readable, declaredBytes: number | undefined) => Promise<T>,
  ): Promise<T> => {
    const config = container.resolve<Config>(CONFIG);
    const declared = ctx.get('content-length');
    const upload = guardUpload(ctx.req, { stallMs: config.uploadStallMs, maxMs: config.uploadMaxMs });
    let stored: T;
    try {
      stored = await store(upload.body, declared ? Number(declared) : undefined);
    } catch (err) {
      // Let the body go before draining it, so the rest is dropped rather than passed on.
      upload.done();
      if (!ctx.req.readableEnded) dropRest(ctx);
      throw err instanceof UploadStoppedError ? err.toAppError() : err;
    }
    upload.done();
    return stored;
  };

  router.put('/v1/media/uploads/:token', async (ctx) => {
    ctx.state.logPath = '/v1/media/uploads/••••••';
    const stored = await receive(ctx, (body, declared) =>
      container.resolve(MediaUploadService).upload(ctx.params.token, body, declared),
    );
    ctx.state.workspaceId = stored.workspaceId;
    ctx.state.bodyAsSent = { bytes: stored.bytes };
    ctx.body = stored;
  });

  router.put('/v1/media/upload-links/:token/:fileName', async (ctx) => {
    ctx.state.logPath = '/v1/media/upload-links/••••••/file';
    const file = await receive(ctx, (body, declared) =>
      container.resolve(UploadSessionService).upload(
        ctx.params.token,
        {
          fileName: ctx.params.fileName,
          contentType: ctx.get('content-type') || undefined,
          contentLength: declared,
        },
        body,
      ),
    );
    ctx.state.workspaceId = file.workspaceId;
    ctx.state.bodyAsSent = { fileName: file.fileName, bytes: file.bytes };
    ctx.status = 201;
    ctx.body = file;
  });

  router.get('/v1/media/files/:token', async (ctx) => {
    ctx.state.skipLog = true;
    const file = await container
      .resolve(MediaDownloadService)
      .download(ctx.params.token, ctx.get('range') || undefined);
    ctx.status = file.status;
    ctx.type = file.contentType;
    ctx.set('Accept-Ranges', 'bytes');
    ctx.set('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
    if (file.contentRange) ctx.set('Content-Range', file.contentRange);
    ctx.body = file.body;
    // After the body: Koa drops Content-Length when a stream is assigned.
    ctx.length = file.length;
  });

  return router;
}
