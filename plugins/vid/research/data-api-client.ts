/** Why the data API gave nothing usable. */
export class DataApiError extends Error {
  constructor(
    readonly failure: 'quota' | 'refused' | 'failed',
    readonly status?: number,
  ) {
    super(`video data API: ${failure}${status ? ` (HTTP ${status})` : ''}`);
  }
}

export interface SearchParams {
  q: string;
  order: 'viewCount' | 'date' | 'relevance';
  publishedAfter?: string;
  maxResults: number;
  videoDuration?: 'short' | 'any';
}

export interface VideoDetails {
  id: string;
  title: string;
  channelId: string;
  channelTitle: string;
  publishedAt: string;
  durationSeconds: number;
  views: number;
}

/**
 * The video data API's research calls with an API key: `search.list` (100 units), then
 * `videos.list` (statistics, contentDetails) and `channels.list` (subscriberCount), 1 unit each.
 */
export class DataApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly key: string,
  ) {}

  async search(p: SearchParams): Promise<string[]> {
    const query = new URLSearchParams({
      part: 'snippet',
      type: 'video',
      q: p.q,
      order: p.order,
      maxResults: String(p.maxResults),
      ...(p.publishedAfter ? { publishedAfter: p.publishedAfter } : {}),
      ...(p.videoDuration ? { videoDuration: p.videoDuration } : {}),
    });
    const body = await this.get<{ items?: Array<{ id?: { videoId?: string } }> }>('search', query);
    return (body.items ?? []).flatMap((i) => (i.id?.videoId ? [i.id.videoId] : []));
  }

  async videos(ids: string[]): Promise<VideoDetails[]> {
    if (ids.length === 0) return [];
    const body = await this.get<{
      items?: Array<{
        id: string;
        snippet?: { title?: string; channelId?: string; channelTitle?: string; publishedAt?: string };
        contentDetails?: { duration?: string };
        statistics?: { viewCount?: string };
      }>;
    }>('videos', new URLSearchParams({ part: 'snippet,contentDetails,statistics', id: ids.join(',') }));
    return (body.items ?? []).map((v) => ({
      id: v.id,
      title: v.snippet?.title ?? '',
      channelId: v.snippet?.channelId ?? '',
      channelTitle: v.snippet?.channelTitle ?? '',
      publishedAt: v.snippet?.publishedAt ?? '',
      durationSeconds: durationSeconds(v.contentDetails?.duration ?? ''),
      views: Number(v.statistics?.viewCount ?? 0) || 0,
    }));
  }

  /** Subscribers by channel id; a channel hiding its count is absent. */
  async subscribers(channelIds: string[]): Promise<Map<string, number>> {
    if (channelIds.length === 0) return new Map();
    const body = await this.get<{
      items?: Array<{
        id: string;
        statistics?: { subscriberCount?: string; hiddenSubscriberCount?: boolean };
      }>;
    }>('channels', new URLSearchParams({ part: 'statistics', id: channelIds.join(',') }));
    return new Map(
      (body.items ?? [])
        .filter((c) => !c.statistics?.hiddenSubscriberCount && c.statistics?.subscriberCount !== undefined)
        .map((c) => [c.id, Number(c.statistics!.subscriberCount) || 0]),
    );
  }

  private async get<T>(resource: string, query: URLSearchParams): Promise<T> {
    query.set('key', this.key);
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}/youtube/v3/${resource}?${query}`, {
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new DataApiError('failed');
    }
    const body = (await res.json().catch(() => undefined)) as
      { error?: { errors?: Array<{ reason?: string }> } } | undefined;
    if (res.ok && body) return body as T;
    const reason = body?.error?.errors?.[0]?.reason;
    if (res.status === 403 && (reason === 'quotaExceeded' || reason === 'dailyLimitExceeded'))
      throw new DataApiError('quota', res.status);
    if (res.status === 400 && reason === 'keyInvalid') throw new DataApiError('refused', res.status);
    if (res.status === 401 || res.status === 403) throw new DataApiError('refused', res.status);
    throw new DataApiError('failed', res.status);
  }
}

/** ISO 8601 durations as the API gives them (`PT1H2M3S`, `P1DT2H`); 0 when unreadable. */
export function durationSeconds(iso: string): number {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(iso);
  if (!m) return 0;
  const [, d, h, min, s] = m.map((x) => Number(x ?? 0));
  return d * 86_400 + h * 3_600 + min * 60 + s;
}
