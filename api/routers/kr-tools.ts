import Router from '@koa/router';
import { AppError } from '../../core/errors/app-error';
import { GRAMMAR_TOPICS, grammarAnswer } from '../../plugins/kr_blog/markup/grammar';
import {
  krDraftPublishBody,
  krDraftsQuery,
  krGrammarQuery,
  krLayoutBody,
  krLogNoParams,
  krSeoCheckBody,
  krFormExtractBody,
} from '../schemas/kr';
import { Account, Media, type Workspace } from '../../core/entities';
import { findForm, formsOf, isReferenceLink } from '../../plugins/kr_blog/forms/known';
import { formOfPost, readReference, referenceOf } from '../../plugins/kr_blog/forms/extract';
import { layOut } from '../../plugins/kr_blog/forms/layout';
import { DEFAULT_FORM_ID } from '../../plugins/kr_blog/forms/presets';
import { KR_PLATFORM } from '../../plugins/kr_blog/limits';
import { SEO_LIMITS, seoCheck, type SeoInput } from '../../plugins/kr_blog/seo/check';
import { codePoints } from '../../core/text/count';
import type { DependencyContainer } from 'tsyringe';
import type { MikroORM } from '@mikro-orm/postgresql';
import { requireScope } from '../../core/auth/scopes';
import { ORM } from '../../core/container';
import { AccountService } from '../../core/services/account-service';
import { BridgeJobs } from '../../core/services/bridge-jobs';
import { PostService } from '../../core/services/post-service';
import { KrDrafts, type DraftPublishInput } from '../../plugins/kr_blog/drafts-service';
import { authOf, workspaceOf } from '../middleware/auth';
import { check } from '../validation';

/**
 * The Korean blog's tools under /v1/kr: the draft box (through the extension) and GET /v1/kr/grammar: the body markup, all of it or
 * one `topic`, generated from the table the parser reads (plugins/kr_blog/markup/definitions.ts).
 */
/** The metadata of the workspace's blog account (its remembered and extracted forms); {} without one. */
async function blogMetadata(
  container: DependencyContainer,
  workspace: Workspace,
): Promise<Record<string, unknown>> {
  const account = await container
    .resolve<MikroORM>(ORM)
    .em.fork()
    .findOne(Account, { workspaceId: workspace.id, platform: KR_PLATFORM, state: 'connected' });
  return account?.metadata ?? {};
}

/** Which of the ids are videos (laid out as @video lines); the rest are photos. */
async function mediaKinds(
  container: DependencyContainer,
  workspaceId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await container
    .resolve<MikroORM>(ORM)
    .em.fork()
    .find(Media, { id: { $in: ids }, workspaceId });
  return new Map(rows.map((m) => [m.id, m.kind]));
}

export function krToolsRouter(container: DependencyContainer): Router {
  const router = new Router({ prefix: '/v1/kr' });
  const drafts = () =>
    new KrDrafts(
      container.resolve<MikroORM>(ORM),
      container.resolve(AccountService),
      container.resolve(BridgeJobs),
      container.resolve(PostService),
    );

  // The seven presets, and the forms extracted for this workspace's blog.
  router.get('/forms', async (ctx) => {
    requireScope(authOf(ctx), 'posts:read');
    const metadata = await blogMetadata(container, await workspaceOf(ctx, container));
    ctx.body = { data: formsOf(metadata), default: DEFAULT_FORM_ID };
  });

  // A body laid out as publishing would lay it out; nothing is sent or stored.
  router.post('/layout', async (ctx) => {
    requireScope(authOf(ctx), 'posts:read');
    const body = check<{ content?: string; mediaIds?: string[]; form?: string; forms?: 'all' | string[] }>(
      krLayoutBody,
      ctx.request.body ?? {},
    );
    if (body.content === undefined || body.content.trim() === '')
      throw AppError.of('content_required', { field: 'content' }, 'Pass content: the body to lay out.');
    const workspace = await workspaceOf(ctx, container);
    const metadata = await blogMetadata(container, workspace);
    const ids =
      body.forms === 'all'
        ? formsOf(metadata).map((f) => f.id)
        : (body.forms ?? [body.form ?? DEFAULT_FORM_ID]);
    const unread = ids.filter((id) => isReferenceLink(id) && !findForm(id, metadata));
    if (unread.length > 0)
      throw AppError.of(
        'reference_not_read',
        { urls: unread },
        'This reference post has not been read yet: call POST /v1/kr/forms/extract with its url first.',
      );
    const unknown = ids.filter((id) => !findForm(id, metadata));
    if (unknown.length > 0) {
      const known = formsOf(metadata).map((f) => f.id);
      throw AppError.of(
        'kr_form_unknown',
        { forms: known, unknown },
        `No form ${unknown.join(', ')}; forms: ${known.join(', ')}.`,
      );
    }
    const mediaIds = body.mediaIds ?? [];
    const kinds = await mediaKinds(container, workspace.id, mediaIds);
    const layouts = ids.map((id) => layOut(body.content!, mediaIds, findForm(id, metadata)!, kinds));
    ctx.body = body.forms ? { layouts } : layouts[0];
  });

  // A reference post's form (structure and formatting, never its words or photos), stored for the blog.
  router.post('/forms/extract', async (ctx) => {
    requireScope(authOf(ctx), 'posts:write');
    const { url } = check<{ url?: string }>(krFormExtractBody, ctx.request.body ?? {});
    if (!url)
      throw AppError.of('url_required', { field: 'url' }, 'Pass url: the link of a public blog post.');
    const workspace = await workspaceOf(ctx, container);
    const orm = container.resolve<MikroORM>(ORM);
    const em = orm.em.fork();
    const account = await em.findOne(Account, {
      workspaceId: workspace.id,
      platform: KR_PLATFORM,
      state: 'connected',
    });
    if (!account)
      throw AppError.of(
        'account_not_found',
        { platform: KR_PLATFORM },
        'Extracted forms belong to the workspace’s blog: connect one with POST /v1/accounts/connect {"platform": "kr_blog"}.',
      );
    const ref = referenceOf(url, container.resolve(AccountService).baseUrlFor(KR_PLATFORM, account.sandbox));
    const form = formOfPost(await readReference(ref, url), ref, url);
    const forms = { ...((account.metadata.forms ?? {}) as Record<string, unknown>), [form.id]: form };
    account.metadata = { ...account.metadata, forms };
    await em.flush();
    ctx.status = 201;
    ctx.body = {
      form,
      next: { use: `options.kr_blog.form: "${form.id}" (or the url)`, layout: 'POST /v1/kr/layout' },
    };
  });

  // Placement checks on a body; nothing is blocked, the report says what is off.
  router.post('/seo/check', (ctx) => {
    requireScope(authOf(ctx), 'posts:read');
    const body = check<SeoInput>(krSeoCheckBody, ctx.request.body ?? {});
    const actual = codePoints(body.content);
    if (actual > SEO_LIMITS.contentCharacters)
      throw AppError.of(
        'content_too_long',
        { field: 'content', limit: SEO_LIMITS.contentCharacters, actual },
        `content is ${actual} characters; the SEO check reads up to ${SEO_LIMITS.contentCharacters}.`,
      );
    ctx.body = seoCheck(body);
  });

  // The blog's draft box through the extension, drafts saved by hand too.
  router.get('/drafts', async (ctx) => {
    requireScope(authOf(ctx), 'posts:read');
    const { accountId } = check<{ accountId?: string }>(krDraftsQuery, { ...ctx.query }, 'query');
    ctx.body = { data: await drafts().list(await workspaceOf(ctx, container), accountId) };
  });

  // A draft published as it is: the answer is a post, like POST /v1/posts (202 with next while it goes).
  router.post('/drafts/:logNo/publish', async (ctx) => {
    const auth = authOf(ctx);
    requireScope(auth, 'posts:write');
    const { logNo } = check<{ logNo: string }>(krLogNoParams, { ...ctx.params }, 'query');
    const body = check<DraftPublishInput & { logNo?: string }>(krDraftPublishBody, ctx.request.body ?? {});
    if (body.logNo !== undefined && body.logNo !== logNo)
      throw AppError.of(
        'invalid_params',
        { field: 'logNo' },
        `logNo ${body.logNo} in the body differs from ${logNo} in the path.`,
      );
    const result = await drafts().publish(auth, await workspaceOf(ctx, container), logNo, body);
    ctx.status = result.settled ? 200 : 202;
    ctx.body = result.settled
      ? result.post
      : {
          ...result.post,
          next: {
            get: `/v1/posts/${result.post.id}`,
            hint: 'The draft is being published; read the post again.',
          },
        };
  });

  router.get('/grammar', (ctx) => {
    const { topic } = check<{ topic?: string }>(krGrammarQuery, { ...ctx.query }, 'query');
    const answer = grammarAnswer(topic);
    if (!answer) {
      throw AppError.of(
        'invalid_topic',
        { topic, topics: GRAMMAR_TOPICS },
        `No grammar topic "${topic}"; topics: ${GRAMMAR_TOPICS.join(', ')}.`,
      );
    }
    ctx.body = answer;
  });
  return router;
}
