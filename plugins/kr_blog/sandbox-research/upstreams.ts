import { createHmac } from 'node:crypto';
import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import { autocompleteWords, keywordFacts, relatedKeywords, toolForm } from './keyword-data';

/** Credentials the sandbox upstreams accept; the server uses them when no real keys are configured. */
export const SANDBOX_SEARCHAD = {
  apiKey: 'sandbox-searchad-key',
  secret: 'sandbox-searchad-secret',
  customerId: '1000001',
};
export const SANDBOX_OPENAPI = { clientId: 'sandbox-openapi-id', clientSecret: 'sandbox-openapi-secret' };

export const UPSTREAMS = ['searchad', 'blogsearch', 'autocomplete', 'rss'] as const;
export type Upstream = (typeof UPSTREAMS)[number];

/** How an upstream answers its next calls: `count` calls (absent: until told otherwise). */
export interface Behaviour {
  mode: 'normal' | 'fail' | 'refuse' | 'limit' | 'slow' | 'huge' | 'empty';
  count?: number;
  /** For `slow`: how long to wait before answering (default 15 s). */
  delayMs?: number;
}

const MODES: Behaviour['mode'][] = ['normal', 'fail', 'refuse', 'limit', 'slow', 'huge', 'empty'];

/**
 * The keyword research upstreams of the Korean blog as the sandbox plays them, mounted in the
 * sandbox blog's emulator: the search-ad keyword tool (`/searchad/keywordstool`, signed
 * requests), the blog search API (`/openapi/v1/search/blog.json`) and the autocomplete service
 * (`/autocomplete/nx/ac`). The feed (`/rss/<blog>.xml`) is the blog emulator's own route and asks
 * `before('rss')` here. Controls: `POST /_sandbox/kr/research {upstream, mode, count?, delayMs?}`
 * makes an upstream fail, refuse, limit, go slow, answer a feed over 1 MB or an empty
 * autocomplete; `GET /_sandbox/kr/research` shows the calls each upstream received.
 */
export class ResearchUpstreams {
  private behaviour: Partial<Record<Upstream, Behaviour>> = {};
  private calls: Record<Upstream, number> = { searchad: 0, blogsearch: 0, autocomplete: 0, rss: 0 };

  reset(): void {
    this.behaviour = {};
    this.calls = { searchad: 0, blogsearch: 0, autocomplete: 0, rss: 0 };
  }

  mount(router: Router): void {
    router.get('/_sandbox/kr/research', (ctx) => {
      ctx.body = { calls: this.calls, behaviour: this.behaviour };
    });
    router.post('/_sandbox/kr/research', (ctx) => {
      const body = ((ctx.request as { body?: Record<string, unknown> }).body ?? {}) as Record<
        string,
        unknown
      >;
      const upstream = body.upstream as Upstream;
      const mode = body.mode as Behaviour['mode'];
      if (!UPSTREAMS.includes(upstream) || !MODES.includes(mode)) {
        ctx.status = 400;
        ctx.body = { message: `upstream: ${UPSTREAMS.join('|')}; mode: ${MODES.join('|')}` };
        return;
      }
      this.behaviour[upstream] = {
        mode,
        ...(typeof body.count === 'number' ? { count: body.count } : {}),
        ...(typeof body.delayMs === 'number' ? { delayMs: body.delayMs } : {}),
      };
      ctx.body = { upstream, ...this.behaviour[upstream] };
    });
    router.get('/searchad/keywordstool', (ctx) => this.keywordTool(ctx));
    router.get('/openapi/v1/search/blog.json', (ctx) => this.blogSearch(ctx));
    router.get('/autocomplete/nx/ac', (ctx) => this.autocomplete(ctx));
  }

  /**
   * Counts the call and plays its behaviour: answers for it (true: the route stops) or lets the
   * route answer normally (false). A `slow` behaviour waits, then lets it answer.
   */
  async before(upstream: Upstream, ctx: RouterContext): Promise<'answered' | 'normal' | 'huge' | 'empty'> {
    this.calls[upstream] += 1;
    const behaviour = this.behaviour[upstream];
    if (!behaviour || behaviour.mode === 'normal') return 'normal';
    if (behaviour.count !== undefined) {
      behaviour.count -= 1;
      if (behaviour.count <= 0) delete this.behaviour[upstream];
    }
    switch (behaviour.mode) {
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs ?? 15_000));
        return 'normal';
      case 'huge':
      case 'empty':
        return behaviour.mode;
      case 'fail':
        ctx.status = 500;
        ctx.body = { message: 'Internal server error' };
        return 'answered';
      case 'limit':
        ctx.status = 429;
        ctx.body =
          upstream === 'blogsearch'
            ? { errorMessage: 'Rate limit exceeded. (속도 제한을 초과했습니다.)', errorCode: '012' }
            : { status: 429, title: 'Too Many Requests', detail: 'rate limit' };
        return 'answered';
      case 'refuse':
        ctx.status = upstream === 'blogsearch' ? 401 : 403;
        ctx.body =
          upstream === 'blogsearch'
            ? {
                errorMessage: 'Not Exist Client ID : Authentication failed. (인증에 실패했습니다.)',
                errorCode: '024',
              }
            : { status: 403, title: 'Forbidden', detail: 'access refused' };
        return 'answered';
    }
  }

  private async keywordTool(ctx: RouterContext): Promise<void> {
    if ((await this.before('searchad', ctx)) === 'answered') return;
    const ts = ctx.get('x-timestamp');
    const expected = createHmac('sha256', SANDBOX_SEARCHAD.secret)
      .update(`${ts}.GET./keywordstool`)
      .digest('base64');
    if (
      ctx.get('x-api-key') !== SANDBOX_SEARCHAD.apiKey ||
      ctx.get('x-customer') !== SANDBOX_SEARCHAD.customerId ||
      ctx.get('x-signature') !== expected ||
      !/^\d{13}$/.test(ts) ||
      Math.abs(Date.now() - Number(ts)) > 5 * 60_000
    ) {
      ctx.status = 403;
      ctx.body = { status: 403, title: 'Forbidden', detail: 'Invalid signature or credentials' };
      return;
    }
    const hints = String(ctx.query.hintKeywords ?? '')
      .split(',')
      .filter((h) => h !== '');
    if (hints.length === 0 || hints.length > 5 || hints.some((h) => /\s/.test(h))) {
      ctx.status = 400;
      ctx.body = { status: 400, title: 'Bad Request', detail: 'hintKeywords: 1-5 keywords without spaces' };
      return;
    }
    const seen = new Set<string>();
    const keywordList = hints
      .flatMap((hint) => relatedKeywords(hint))
      .filter((k) => !seen.has(k) && seen.add(k))
      .map((relKeyword) => {
        const facts = keywordFacts(relKeyword);
        const count = (n: number) => (n < 10 ? '< 10' : n);
        return {
          relKeyword,
          monthlyPcQcCnt: count(facts.pc),
          monthlyMobileQcCnt: count(facts.mobile),
          compIdx: facts.compIdx,
        };
      });
    ctx.body = { keywordList };
  }

  private async blogSearch(ctx: RouterContext): Promise<void> {
    if ((await this.before('blogsearch', ctx)) === 'answered') return;
    if (
      ctx.get('x-naver-client-id') !== SANDBOX_OPENAPI.clientId ||
      ctx.get('x-naver-client-secret') !== SANDBOX_OPENAPI.clientSecret
    ) {
      ctx.status = 401;
      ctx.body = {
        errorMessage: 'Not Exist Client ID : Authentication failed. (인증에 실패했습니다.)',
        errorCode: '024',
      };
      return;
    }
    const query = String(ctx.query.query ?? '');
    const display = Math.min(100, Math.max(1, Number(ctx.query.display ?? 10) || 10));
    if (query.trim() === '') {
      ctx.status = 400;
      ctx.body = { errorMessage: 'Incorrect query request (잘못된 쿼리요청입니다.)', errorCode: 'SE01' };
      return;
    }
    const facts = keywordFacts(query);
    const shown = Math.min(display, facts.docs);
    // Newest first, spread so that a month holds `postsPerMonth` of them.
    const everyMs = (30 * 86_400_000) / Math.max(1, facts.postsPerMonth);
    const now = Date.now();
    const items = Array.from({ length: shown }, (_, i) => {
      const date = new Date(now - 3_600_000 - i * everyMs);
      return {
        title: `${query} <b>이야기</b> ${i + 1}`,
        link: `https://blog.example/post/${toolForm(query)}/${i + 1}`,
        description: `${query}에 대한 글`,
        bloggername: `blogger${i % 17}`,
        bloggerlink: `blog.example/blogger${i % 17}`,
        postdate: date.toISOString().slice(0, 10).replace(/-/g, ''),
      };
    });
    ctx.body = {
      lastBuildDate: new Date().toUTCString(),
      total: facts.docs,
      start: 1,
      display: shown,
      items,
    };
  }

  private async autocomplete(ctx: RouterContext): Promise<void> {
    const played = await this.before('autocomplete', ctx);
    if (played === 'answered') return;
    const q = String(ctx.query.q ?? '');
    const words = played === 'empty' ? [] : autocompleteWords(q);
    ctx.body = { query: [q], items: [words.map((w) => [w])] };
  }
}
