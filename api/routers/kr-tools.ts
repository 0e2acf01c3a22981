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
import { SEO_LIMITS, seoCheck, type SeoInput } from '../../plugins/kr_blog/seo/check';
import { codePoints } from '../../core/text/count';
import type { DependencyContainer } from 'tsyringe';
import type { MikroORM } from '@mikro-orm/postgresql';
import { requireScope } from '../../core/auth/scopes';
import { ORM } from '../../core/container';
import { AccountService } from '../../core/services/accounts/account-service';
import { BridgeJobs } from '../../core/services/accounts/bridge-jobs';
import { PostService } from '../../core/services/posts/post-service';
import { KrDrafts, type DraftPublishInput } from '../../plugins/kr_blog/drafts-service';
import { KrForms, type LayoutInput } from '../../plugins/kr_blog/forms/forms-service';
import { authOf, workspaceOf } from '../middleware/auth';
import { check } from '../validation';

/**
 * The Korean blog's tools under /v1/kr: the post forms, layout and SEO check, the draft box
 * (through the extension), and the body grammar, generated from the table the parser reads
 * (plugins/kr_blog/markup/definitions.ts).
 */
export function krToolsRouter(container: DependencyContainer): Router {
  const router = new Router({ prefix: '/v1/kr' });
  const forms = () => new KrForms(container.resolve<MikroORM>(ORM), container.resolve(AccountService));
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
    ctx.body = await forms().list(await workspaceOf(ctx, container));
  });

  // A body laid out as publishing would lay it out; nothing is sent or stored.
  router.post('/layout', async (ctx) => {
    requireScope(authOf(ctx), 'posts:read');
    const body = check<Partial<LayoutInput>>(krLayoutBody, ctx.request.body ?? {});
    if (body.content === undefined || body.content.trim() === '')
      throw AppError.of('content_required', { field: 'content' }, 'Pass content: the body to lay out.');
    ctx.body = await forms().layOut(await workspaceOf(ctx, container), { ...body, content: body.content });
  });

  // A reference post's form (structure and formatting, never its words or photos), stored for the blog.
  router.post('/forms/extract', async (ctx) => {
    requireScope(authOf(ctx), 'posts:write');
    const { url } = check<{ url?: string }>(krFormExtractBody, ctx.request.body ?? {});
    if (!url)
      throw AppError.of('url_required', { field: 'url' }, 'Pass url: the link of a public blog post.');
    const form = await forms().extract(await workspaceOf(ctx, container), url);
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
