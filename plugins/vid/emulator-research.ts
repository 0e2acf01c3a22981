import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import { answerFailure, failure } from './emulator-shapes';
import { pacificDay } from './pacific';

/** The data-API key the sandbox accepts; the server uses it when no VID_DATA_API_KEY is set. */
export const SANDBOX_VID_DATA_KEY = 'sandbox-vid-data-key';

/** Units each call costs (the platform's table) and the project's daily allowance. */
export const UNIT_COSTS = { search: 100, videos: 1, channels: 1 } as const;
const DAILY_UNITS = 10_000;

interface ResearchVideo {
  id: string;
  title: string;
  channelId: string;
  channelTitle: string;
  publishedAt: string;
  durationSeconds: number;
  views: number;
  likes: number;
  comments: number;
}

const CHANNELS = Array.from({ length: 12 }, (_, i) => ({
  id: `UCresearch${String(i).padStart(2, '0')}${'x'.repeat(12)}`,
  title: [
    '캠핑하는 곰',
    'Jeju Walks',
    '요리왕 민수',
    'Gear Lab',
    '여행가 J',
    'Daily Vlog Kim',
    '숏폼 공장',
    'Outdoor Pro',
    '살림 노트',
    'Tech Minute',
    '산책 TV',
    'Food Trip',
  ][i],
  subscribers: [1_200, 8_400, 35_000, 120_000, 460_000, 2_300, 15_600, 980_000, 51_000, 240_000, 640, 73_000][
    i
  ],
}));

function hash(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** The same 60 videos for the same query, any time: a mix of shorts and long videos, small and big channels. */
function corpus(q: string, now: number): ResearchVideo[] {
  const topic = q.trim() || 'video';
  return Array.from({ length: 60 }, (_, i) => {
    const h = hash(`${topic.toLowerCase()}:${i}`);
    const channel = CHANNELS[h % CHANNELS.length];
    const short = h % 3 === 0;
    const durationSeconds = short ? 15 + (h % 46) : 120 + (h % 1800);
    // Views from about a tenth of the channel's subscribers to forty times them: some outperform their channel.
    const views = Math.max(50, Math.round(channel.subscribers * (0.1 + ((h >>> 6) % 4000) / 100)));
    const ageDays = (h >>> 12) % 720;
    return {
      id: `rv${createHash('sha256').update(`${topic}:${i}`).digest('base64url').slice(0, 9)}`,
      title: `${topic} ${['브이로그', '꿀팁 5가지', 'review', '총정리', 'shorts', '처음 해 본 날', 'vs 비교', '하는 법'][i % 8]}`,
      channelId: channel.id,
      channelTitle: channel.title,
      publishedAt: new Date(now - ageDays * 86_400_000 - i * 3_600_000).toISOString(),
      durationSeconds,
      views,
      likes: Math.round(views * 0.03),
      comments: Math.round(views * 0.002),
    };
  });
}

function isoDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `PT${m > 0 ? `${m}M` : ''}${s > 0 || m === 0 ? `${s}S` : ''}`;
}

/**
 * The data API's research side in the video emulator: `search.list` over a deterministic corpus
 * per query, `videos.list` (statistics, contentDetails) and `channels.list` (subscriberCount) for
 * its ids, all with `key=`, each call spending the platform's units from a daily allowance (403
 * quotaExceeded when spent; resets at midnight Pacific). Controls: `POST /_sandbox/vid/research
 * {mode: normal|fail|quota}`, `GET /_sandbox/vid/research` (calls and units used today).
 */
export class VidResearchData {
  private units = new Map<string, number>();
  private calls = { search: 0, videos: 0, channels: 0 };
  private mode: 'normal' | 'fail' | 'quota' = 'normal';
  private known = new Map<string, ResearchVideo>();

  reset(): void {
    this.units.clear();
    this.calls = { search: 0, videos: 0, channels: 0 };
    this.mode = 'normal';
    this.known.clear();
  }

  mount(router: Router): void {
    router.get('/_sandbox/vid/research', (ctx) => {
      ctx.body = {
        calls: this.calls,
        unitsToday: this.units.get(pacificDay(Date.now())) ?? 0,
        mode: this.mode,
      };
    });
    router.post('/_sandbox/vid/research', (ctx) => {
      const mode = ((ctx.request as { body?: { mode?: string } }).body ?? {}).mode;
      if (mode !== 'normal' && mode !== 'fail' && mode !== 'quota') {
        ctx.status = 400;
        ctx.body = { message: 'mode: normal|fail|quota' };
        return;
      }
      this.mode = mode;
      ctx.body = { mode };
    });
    router.get('/youtube/v3/search', (ctx) => this.search(ctx));
  }

  /** True when the call carries an API key (research) rather than a person's token. */
  handles(ctx: RouterContext): boolean {
    return typeof ctx.query.key === 'string' && !ctx.get('authorization');
  }

  private spend(ctx: RouterContext, call: keyof typeof UNIT_COSTS): boolean {
    this.calls[call] += 1;
    if (ctx.query.key !== SANDBOX_VID_DATA_KEY) {
      answerFailure(ctx, failure(400, 'keyInvalid', 'API key not valid. Please pass a valid API key.'));
      return false;
    }
    if (this.mode === 'fail') {
      answerFailure(ctx, failure(500, 'backendError', 'Backend Error'));
      return false;
    }
    const day = pacificDay(Date.now());
    const used = this.units.get(day) ?? 0;
    if (this.mode === 'quota' || used + UNIT_COSTS[call] > DAILY_UNITS) {
      answerFailure(
        ctx,
        failure(
          403,
          'quotaExceeded',
          'The request cannot be completed because you have exceeded your quota.',
          {
            domain: 'youtube.quota',
          },
        ),
      );
      return false;
    }
    this.units.set(day, used + UNIT_COSTS[call]);
    return true;
  }

  private search(ctx: RouterContext): void {
    if (!this.spend(ctx, 'search')) return;
    const q = String(ctx.query.q ?? '');
    const max = Math.min(50, Math.max(0, Number(ctx.query.maxResults ?? 5) || 5));
    const after = ctx.query.publishedAfter ? Date.parse(String(ctx.query.publishedAfter)) : 0;
    const duration = String(ctx.query.videoDuration ?? 'any');
    let videos = corpus(q, Date.now()).filter((v) => Date.parse(v.publishedAt) >= after);
    // The platform's own buckets: short is under 4 minutes, long over 20.
    if (duration === 'short') videos = videos.filter((v) => v.durationSeconds < 240);
    if (duration === 'long') videos = videos.filter((v) => v.durationSeconds > 1200);
    if (duration === 'medium')
      videos = videos.filter((v) => v.durationSeconds >= 240 && v.durationSeconds <= 1200);
    const order = String(ctx.query.order ?? 'relevance');
    if (order === 'viewCount') videos.sort((a, b) => b.views - a.views);
    if (order === 'date') videos.sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
    const page = videos.slice(0, max);
    page.forEach((v) => this.known.set(v.id, v));
    ctx.body = {
      kind: 'youtube#searchListResponse',
      pageInfo: { totalResults: videos.length, resultsPerPage: max },
      items: page.map((v) => ({
        kind: 'youtube#searchResult',
        id: { kind: 'youtube#video', videoId: v.id },
        snippet: {
          publishedAt: v.publishedAt,
          channelId: v.channelId,
          title: v.title,
          channelTitle: v.channelTitle,
        },
      })),
    };
  }

  videos(ctx: RouterContext): void {
    if (!this.spend(ctx, 'videos')) return;
    const ids = String(ctx.query.id ?? '')
      .split(',')
      .slice(0, 50);
    const items = ids.flatMap((id) => {
      const v = this.known.get(id);
      return v
        ? [
            {
              kind: 'youtube#video',
              id: v.id,
              snippet: {
                publishedAt: v.publishedAt,
                channelId: v.channelId,
                title: v.title,
                channelTitle: v.channelTitle,
              },
              contentDetails: { duration: isoDuration(v.durationSeconds) },
              statistics: {
                viewCount: String(v.views),
                likeCount: String(v.likes),
                commentCount: String(v.comments),
              },
            },
          ]
        : [];
    });
    ctx.body = {
      kind: 'youtube#videoListResponse',
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    };
  }

  channels(ctx: RouterContext): void {
    if (!this.spend(ctx, 'channels')) return;
    const ids = String(ctx.query.id ?? '').split(',');
    const items = CHANNELS.filter((c) => ids.includes(c.id)).map((c) => ({
      kind: 'youtube#channel',
      id: c.id,
      snippet: { title: c.title },
      statistics: { subscriberCount: String(c.subscribers), hiddenSubscriberCount: false },
    }));
    ctx.body = {
      kind: 'youtube#channelListResponse',
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: 50 },
    };
  }
}
