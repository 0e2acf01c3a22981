import Router from '@koa/router';
import type { MikroORM } from '@mikro-orm/postgresql';
import type Koa from 'koa';
import type { DependencyContainer } from 'tsyringe';
import type { Config } from '../../core/config';
import { CONFIG, ORM } from '../../core/container';
import { requirePersonReach } from '../../core/auth/reach';
import { RESEARCH_TOOLS, requireResearch } from '../../core/research/access';
import { DailyUsage } from '../../core/research/daily-usage';
import { VideoResearch, type VideoSearchInput } from '../../plugins/vid/research/video-research';
import { authOf } from '../middleware/auth';
import { vidReportParams, vidReportsQuery, vidSearchQuery } from '../schemas/vid-research';
import { check } from '../validation';

/**
 * Video research (plugins/vid/research/): a search ranked by views against subscribers, and the
 * person's saved searches for 30 days. Research tools must be on for the key.
 */
export function vidResearchRouter(container: DependencyContainer): Router {
  const router = new Router({ prefix: '/v1/research/vid' });
  const config = () => container.resolve<Config>(CONFIG);
  const research = () =>
    new VideoResearch(
      container.resolve<MikroORM>(ORM),
      config(),
      new DailyUsage(container.resolve<MikroORM>(ORM)),
    );

  router.get('/search', async (ctx) => {
    const auth = authOf(ctx);
    requireResearch(auth, RESEARCH_TOOLS.vidSearch, config().publicUrl);
    const input = check<VideoSearchInput>(vidSearchQuery, { ...ctx.query }, 'query');
    ctx.body = await research().search(auth.person.id, input, languageOf(ctx, input.q));
  });

  router.get('/reports', async (ctx) => {
    const auth = authOf(ctx);
    requireResearch(auth, RESEARCH_TOOLS.vidReports, config().publicUrl);
    requirePersonReach(auth, 'Video reports');
    const { limit } = check<{ limit: number }>(vidReportsQuery, { ...ctx.query }, 'query');
    ctx.body = { data: await research().reports(auth.person.id, limit) };
  });

  router.get('/reports/:id', async (ctx) => {
    const auth = authOf(ctx);
    requireResearch(auth, RESEARCH_TOOLS.vidReport, config().publicUrl);
    requirePersonReach(auth, 'Video reports');
    const { id } = check<{ id: string }>(vidReportParams, { ...ctx.params }, 'query');
    ctx.body = await research().reportById(auth.person.id, id);
  });

  return router;
}

/** The person's language for the prompt: Accept-Language when it names ko or en first, else Korean for a Korean search. */
function languageOf(ctx: Koa.Context, q: string): 'ko' | 'en' {
  const first = ctx.get('accept-language').split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('ko')) return 'ko';
  if (first.startsWith('en')) return 'en';
  return /[\uac00-\ud7a3]/.test(q) ? 'ko' : 'en';
}
