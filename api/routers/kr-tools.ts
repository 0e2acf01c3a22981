import Router from '@koa/router';
import { AppError } from '../../core/errors/app-error';
import { GRAMMAR_TOPICS, grammarAnswer } from '../../plugins/kr_blog/markup/grammar';
import { krDraftPublishBody, krDraftsQuery, krGrammarQuery, krLogNoParams } from '../schemas/kr';
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
export function krToolsRouter(container: DependencyContainer): Router {
  const router = new Router({ prefix: '/v1/kr' });
  const drafts = () =>
    new KrDrafts(
      container.resolve<MikroORM>(ORM),
      container.resolve(AccountService),
      container.resolve(BridgeJobs),
      container.resolve(PostService),
    );

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
