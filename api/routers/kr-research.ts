import Router from '@koa/router';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DependencyContainer } from 'tsyringe';
import { CONFIG, ORM } from '../../core/container';
import type { Config } from '../../core/config';
import { requirePersonReach } from '../../core/auth/reach';
import { RESEARCH_TOOLS, requireResearch, type ResearchTool } from '../../core/research/access';
import { DailyUsage } from '../../core/research/daily-usage';
import { SharedState } from '../../core/research/shared-state';
import { AccountService } from '../../core/services/accounts/account-service';
import { BridgeJobs } from '../../core/services/accounts/bridge-jobs';
import { BlogDiagnosis } from '../../plugins/kr_blog/research/blog-diagnosis';
import { krResearchEndpoints } from '../../plugins/kr_blog/research/endpoints';
import { KeywordExpansion } from '../../plugins/kr_blog/research/keyword-expansion';
import { KeywordMeasurer } from '../../plugins/kr_blog/research/keyword-measurer';
import {
  KeywordResearch,
  type JudgeInput,
  type MeasureInput,
} from '../../plugins/kr_blog/research/keyword-research';
import { KeywordStore } from '../../plugins/kr_blog/research/keyword-store';
import { authOf } from '../middleware/auth';
import {
  krDiagnoseQuery,
  krExpandBody,
  krHistoryQuery,
  krJudgeBody,
  krMeasureBody,
  krReportsQuery,
} from '../schemas/kr-research';
import { check } from '../validation';
import type Koa from 'koa';

/**
 * Keyword research and blog diagnosis for the Korean blog (plugins/kr_blog/research/): measure,
 * judge, expand, reports, history, diagnose. Research is the person's: quotas and reports are
 * theirs, whatever workspace the key is in; every route needs research tools on for the key.
 */
export function krResearchRouter(container: DependencyContainer): Router {
  const router = new Router({ prefix: '/v1/kr' });
  const config = () => container.resolve<Config>(CONFIG);
  const orm = () => container.resolve<MikroORM>(ORM);
  const endpoints = () => krResearchEndpoints(config());
  const usage = () => new DailyUsage(orm());
  const research = () => {
    const store = new KeywordStore(orm());
    return new KeywordResearch(
      orm(),
      new KeywordMeasurer(endpoints(), config().research, usage(), store),
      store,
      usage(),
    );
  };
  const allowed = (ctx: Koa.Context, tool: ResearchTool) => {
    const auth = authOf(ctx);
    requireResearch(auth, tool, config().publicUrl);
    return auth;
  };

  router.post('/keywords/judge', async (ctx) => {
    const auth = allowed(ctx, RESEARCH_TOOLS.judge);
    const input = check<JudgeInput>(krJudgeBody, ctx.request.body ?? {});
    ctx.body = await research().judge(auth.person.id, input);
  });

  router.post('/keywords/measure', async (ctx) => {
    const auth = allowed(ctx, RESEARCH_TOOLS.measure);
    const input = check<MeasureInput>(krMeasureBody, ctx.request.body ?? {});
    ctx.body = await research().measure(auth.person.id, input);
  });

  router.post('/keywords/expand', async (ctx) => {
    const auth = allowed(ctx, RESEARCH_TOOLS.expand);
    const { seeds } = check<{ seeds: string[] }>(krExpandBody, ctx.request.body ?? {});
    ctx.body = await new KeywordExpansion(
      orm(),
      endpoints(),
      config().research,
      usage(),
      new SharedState(orm()),
      container.resolve(AccountService),
      container.resolve(BridgeJobs),
    ).expand(auth, seeds);
  });

  router.get('/keywords/reports', async (ctx) => {
    const auth = allowed(ctx, RESEARCH_TOOLS.reports);
    requirePersonReach(auth, 'Keyword reports');
    const { limit } = check<{ limit: number }>(krReportsQuery, { ...ctx.query }, 'query');
    ctx.body = { data: await research().reports(auth.person.id, limit) };
  });

  router.get('/keywords/history', async (ctx) => {
    allowed(ctx, RESEARCH_TOOLS.history);
    const { keyword, limit } = check<{ keyword: string; limit: number }>(
      krHistoryQuery,
      { ...ctx.query },
      'query',
    );
    ctx.body = { data: await research().history(keyword, limit) };
  });

  router.get('/blog/diagnose', async (ctx) => {
    const auth = allowed(ctx, RESEARCH_TOOLS.diagnose);
    const { blog } = check<{ blog?: string }>(krDiagnoseQuery, { ...ctx.query }, 'query');
    ctx.body = await new BlogDiagnosis(orm(), endpoints(), usage()).diagnose(auth.person.id, blog);
  });

  return router;
}
