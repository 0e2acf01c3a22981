import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../../core/config';
import { AppError } from '../../../core/errors/app-error';
import { newId } from '../../../core/ids';
import {
  nextUtcMidnight,
  SERVICE,
  secondsToUtcMidnight,
  type DailyUsage,
} from '../../../core/research/daily-usage';
import { SANDBOX_VID_DATA_KEY, UNIT_COSTS } from '../emulator-research';
import { pacificDay, secondsUntilPacificMidnight } from '../pacific';
import { DataApiClient, DataApiError, type VideoDetails } from './data-api-client';
import { promptOf } from './prompt';
import type { ResearchVideoView } from './research-video-view';

/** Spec: Limits (video search). */
export const VIDEO_RESEARCH_LIMITS = {
  cacheMs: 24 * 3_600_000,
  reportDays: 30,
  shortMaxSeconds: 60,
} as const;

const PERIOD_DAYS = { '7d': 7, '1m': 30, '3m': 91, '6m': 182, '1y': 365 } as const;
/** One search costs the search and one call each for the videos' details and their channels. */
const SEARCH_UNITS = UNIT_COSTS.search + UNIT_COSTS.videos + UNIT_COSTS.channels;

export interface VideoSearchInput {
  q: string;
  order?: 'viewCount' | 'date' | 'relevance';
  period?: keyof typeof PERIOD_DAYS;
  format?: 'all' | 'shorts' | 'long';
  max?: number;
  topic?: string;
}

interface ReportRow {
  id: string;
  search: Required<Omit<VideoSearchInput, 'topic'>>;
  topic: string | null;
  video_count: number;
  from_cache: boolean;
  videos: ResearchVideoView[];
  prompt: string;
  language: string;
  created_at: Date;
}

const DATA_NOTES = [
  'viewsPerSubscriber (views ÷ the channel’s subscribers) and format (a short is 60 seconds or less) are calculated by this service, not given by the platform.',
  'subscribers is null where the channel hides its count; the platform rounds subscriber counts.',
];

/**
 * Video research (spec: GET /v1/research/vid/search and reports): ranked videos with views,
 * subscribers and their ratio, and a prompt. The same search is answered from a 24-hour cache for
 * everyone, spending nothing; a new one spends one of the person's daily searches and the data
 * API's daily units, shared by the whole service and reset at midnight Pacific.
 */
export class VideoResearch {
  constructor(
    private readonly orm: MikroORM,
    private readonly config: Config,
    private readonly usage: DailyUsage,
  ) {}

  private client(): DataApiClient {
    const key =
      this.config.research.vidDataApiKey ?? (this.config.sandbox ? SANDBOX_VID_DATA_KEY : undefined);
    if (!key)
      throw AppError.of(
        'vid_search_unavailable',
        {},
        'Video search is not configured on this server (VID_DATA_API_KEY).',
      );
    const base =
      this.config.platformBaseUrls.vid ??
      (this.config.sandbox ? `${this.config.sandboxUrl}/vid` : 'https://www.googleapis.com');
    return new DataApiClient(base, key);
  }

  async search(personId: string, input: VideoSearchInput, language: 'ko' | 'en') {
    const client = this.client();
    const search = {
      q: input.q.trim().replace(/\s+/g, ' '),
      order: input.order ?? 'viewCount',
      period: input.period ?? null,
      format: input.format ?? 'all',
      max: input.max ?? 25,
    };
    if (search.q === '') throw AppError.of('invalid_params', { field: 'q' }, 'q: the words to search for.');
    const searchKey = JSON.stringify({ ...search, q: search.q.toLowerCase() });
    const now = new Date();
    const cached = await this.cachedSearch(searchKey, now);
    let videos: ResearchVideoView[];
    if (cached) videos = cached;
    else {
      videos = await this.fresh(personId, client, search, now);
      await this.orm.em.getConnection().execute(
        `insert into "video_searches" ("search_key", "videos", "fetched_at") values (?, ?::jsonb, ?)
         on conflict ("search_key") do update set "videos" = excluded."videos", "fetched_at" = excluded."fetched_at"`,
        [searchKey, JSON.stringify(videos), now],
      );
    }
    const topic = input.topic?.trim() || null;
    const prompt = promptOf(language, { q: search.q, topic: topic ?? undefined }, videos);
    const reportId = await this.report(
      personId,
      searchKey,
      search,
      topic,
      videos,
      Boolean(cached),
      prompt,
      language,
      now,
    );
    return {
      search,
      topic,
      fromCache: Boolean(cached),
      reportId,
      videos,
      dataNotes: DATA_NOTES,
      language,
      prompt,
      quota: await this.quota(personId, now),
    };
  }

  private async fresh(
    personId: string,
    client: DataApiClient,
    search: {
      q: string;
      order: 'viewCount' | 'date' | 'relevance';
      period: string | null;
      format: string;
      max: number;
    },
    now: Date,
  ): Promise<ResearchVideoView[]> {
    const limit = this.config.research.vidSearchesPerDay;
    if ((await this.usage.take(personId, 'vid_searches', 1, limit, now)) === 0)
      throw AppError.of(
        'research_quota_exceeded',
        { kind: 'vid_searches', limit },
        `Your ${limit} new video searches today are used up; searches made in the last 24 hours still answer from the cache. Resets at the UTC day change.`,
        429,
      ).withHeader('Retry-After', String(secondsToUtcMidnight(now)));
    const unitsDay = pacificDay(now.getTime());
    const refund = () => this.usage.refund(personId, 'vid_searches', 1, now);
    if (
      (await this.usage.take(
        SERVICE,
        'vid_units',
        SEARCH_UNITS,
        this.config.research.vidDailyUnits,
        now,
        unitsDay,
      )) < SEARCH_UNITS
    ) {
      await refund();
      throw this.exhausted(now);
    }
    try {
      const period = search.period as keyof typeof PERIOD_DAYS | null;
      // Shorts and long videos are told apart by their length, so a filtered search reads a full page.
      const ids = await client.search({
        q: search.q,
        order: search.order,
        maxResults: search.format === 'all' ? search.max : 50,
        publishedAfter: period
          ? new Date(now.getTime() - PERIOD_DAYS[period] * 86_400_000).toISOString()
          : undefined,
        videoDuration: search.format === 'shorts' ? 'short' : undefined,
      });
      const details = await client.videos(ids);
      const subscribers = await client.subscribers([...new Set(details.map((d) => d.channelId))]);
      return details
        .map((d) => viewOf(d, subscribers.get(d.channelId) ?? null))
        .filter((v) => search.format === 'all' || (search.format === 'shorts') === (v.format === 'short'))
        .slice(0, search.max);
    } catch (err) {
      await refund();
      if (!(err instanceof DataApiError)) throw err;
      if (err.failure === 'quota') {
        // The platform says the day is spent, whatever our count says: the count follows.
        await this.usage.take(
          SERVICE,
          'vid_units',
          this.config.research.vidDailyUnits,
          this.config.research.vidDailyUnits,
          now,
          unitsDay,
        );
        throw this.exhausted(now);
      }
      throw AppError.of(
        'platform_error',
        { platform: 'vid', upstreamStatus: err.status ?? null },
        `The video data API did not answer or refused the service's key (${err.failure}); nothing was counted.`,
      );
    }
  }

  private exhausted(now: Date): AppError {
    const seconds = secondsUntilPacificMidnight(now.getTime());
    const resetsAt = new Date(now.getTime() + seconds * 1000).toISOString();
    return AppError.of(
      'vid_quota_exhausted',
      { resetsAt },
      `The video data API's daily units shared by this service are used up until ${resetsAt}; searches made in the last 24 hours still answer.`,
      429,
    ).withHeader('Retry-After', String(seconds));
  }

  private async cachedSearch(searchKey: string, now: Date): Promise<ResearchVideoView[] | undefined> {
    const rows = await this.orm.em
      .getConnection()
      .execute<Array<{ videos: ResearchVideoView[] }>>(
        `select "videos" from "video_searches" where "search_key" = ? and "fetched_at" > ?`,
        [searchKey, new Date(now.getTime() - VIDEO_RESEARCH_LIMITS.cacheMs)],
      );
    return rows[0]?.videos;
  }

  /** The person's report of this search: a new one, or the one they got from the same search today (from the cache). */
  private async report(
    personId: string,
    searchKey: string,
    search: object,
    topic: string | null,
    videos: ResearchVideoView[],
    fromCache: boolean,
    prompt: string,
    language: string,
    now: Date,
  ): Promise<string> {
    const connection = this.orm.em.getConnection();
    if (fromCache) {
      const mine = await connection.execute<Array<{ id: string }>>(
        `select "id" from "video_reports" where "person_id" = ? and "search_key" = ? and coalesce("topic", '') = ? and "created_at" > ? order by "created_at" desc limit 1`,
        [personId, searchKey, topic ?? '', new Date(now.getTime() - VIDEO_RESEARCH_LIMITS.cacheMs)],
      );
      if (mine[0]) return mine[0].id;
    }
    const id = newId('vrr');
    await connection.execute(
      `insert into "video_reports" ("id", "person_id", "search_key", "search", "topic", "video_count", "from_cache", "videos", "prompt", "language", "created_at")
       values (?, ?, ?, ?::jsonb, ?, ?, ?, ?::jsonb, ?, ?, ?)`,
      [
        id,
        personId,
        searchKey,
        JSON.stringify(search),
        topic,
        videos.length,
        fromCache,
        JSON.stringify(videos),
        prompt,
        language,
        now,
      ],
    );
    return id;
  }

  async reports(personId: string, limit: number) {
    const rows = await this.orm.em
      .getConnection()
      .execute<ReportRow[]>(
        `select * from "video_reports" where "person_id" = ? and "created_at" > ? order by "created_at" desc, "id" desc limit ?`,
        [personId, keptSince(), limit],
      );
    return rows.map((r) => {
      const { videos: _videos, prompt: _prompt, ...summary } = reportOf(r);
      return summary;
    });
  }

  async reportById(personId: string, id: string) {
    const rows = await this.orm.em
      .getConnection()
      .execute<ReportRow[]>(
        `select * from "video_reports" where "id" = ? and "person_id" = ? and "created_at" > ?`,
        [id, personId, keptSince()],
      );
    if (!rows[0])
      throw AppError.of(
        'report_not_found',
        { reportId: id },
        `No video report ${id} of yours (reports are kept 30 days).`,
      );
    return { ...reportOf(rows[0]), dataNotes: DATA_NOTES };
  }

  async quota(personId: string, now = new Date()) {
    const unitsReset = new Date(now.getTime() + secondsUntilPacificMidnight(now.getTime()) * 1000);
    return {
      searches: {
        used: await this.usage.used(personId, 'vid_searches', now),
        limit: this.config.research.vidSearchesPerDay,
        resetsAt: nextUtcMidnight(now).toISOString(),
      },
      units: {
        used: await this.usage.used(SERVICE, 'vid_units', now, pacificDay(now.getTime())),
        limit: this.config.research.vidDailyUnits,
        resetsAt: unitsReset.toISOString(),
      },
    };
  }
}

function keptSince(): Date {
  return new Date(Date.now() - VIDEO_RESEARCH_LIMITS.reportDays * 86_400_000);
}

function viewOf(d: VideoDetails, subscribers: number | null): ResearchVideoView {
  return {
    videoId: d.id,
    url: `https://www.youtube.com/watch?v=${d.id}`,
    title: d.title,
    channelId: d.channelId,
    channelTitle: d.channelTitle,
    publishedAt: d.publishedAt,
    durationSeconds: d.durationSeconds,
    format: d.durationSeconds <= VIDEO_RESEARCH_LIMITS.shortMaxSeconds ? 'short' : 'long',
    views: d.views,
    subscribers,
    viewsPerSubscriber: subscribers ? Math.round((d.views / subscribers) * 100) / 100 : null,
  };
}

function reportOf(r: ReportRow) {
  return {
    id: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    search: r.search,
    topic: r.topic,
    videoCount: r.video_count,
    fromCache: r.from_cache,
    language: r.language,
    videos: r.videos,
    prompt: r.prompt,
  };
}
