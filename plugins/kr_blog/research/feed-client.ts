import { XMLParser } from 'fast-xml-parser';
import type { KrResearchEndpoints } from './endpoints';
import { getUpstream, UpstreamError } from './upstream-http';

/** The spec's cap on a feed: a bigger one is not read (kr_rss_unreachable). */
export const FEED_MAX_BYTES = 1024 * 1024;

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  publishedAt: Date | null;
  category: string | null;
}

const parser = new XMLParser({
  ignoreAttributes: true,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => name === 'item' || name === 'category',
});

/** A blog's public RSS 2.0 feed (`<base>/<blogId>.xml`): whole within 12 s and 1 MB, or nothing. */
export class FeedClient {
  constructor(private readonly endpoint: KrResearchEndpoints['rss']) {}

  async items(blogId: string, signal?: AbortSignal): Promise<FeedItem[]> {
    const answer = await getUpstream('rss', `${this.endpoint.baseUrl}/${encodeURIComponent(blogId)}.xml`, {
      timeoutMs: this.endpoint.timeoutMs,
      maxBytes: FEED_MAX_BYTES,
      signal,
    });
    return parseFeed(answer.text);
  }
}

export function parseFeed(xml: string): FeedItem[] {
  let doc: { rss?: { channel?: { item?: Array<Record<string, unknown>> } } };
  try {
    doc = parser.parse(xml) as typeof doc;
  } catch {
    throw new UpstreamError('rss', 'failed');
  }
  if (!doc.rss?.channel) throw new UpstreamError('rss', 'failed');
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  return (doc.rss.channel.item ?? []).map((item) => {
    const date = new Date(text(item.pubDate));
    const categories = Array.isArray(item.category) ? item.category.map(text).filter(Boolean) : [];
    return {
      title: text(item.title),
      link: text(item.link),
      description: text(item.description),
      publishedAt: Number.isNaN(date.getTime()) ? null : date,
      category: categories[0] ?? null,
    };
  });
}
