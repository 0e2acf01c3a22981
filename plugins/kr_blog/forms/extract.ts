import { AppError } from '../../../core/errors/app-error';
import { readCapped } from '../../../core/http/capped-body';
import { BLOG_HOSTS, BLOG_ID } from '../research/blog-id';
import type { FormPreset } from './presets';

/** What a reference post may weigh and how long it may take (spec: reference_too_large, reference_timeout). */
export const REFERENCE_LIMITS = { bytes: 1024 * 1024, timeoutMs: 12_000 } as const;

/** One post named by a link: where its post view is read from. */
export interface ReferencePost {
  blogId: string;
  logNo: string;
  /** The post view address (the content the desktop page frames). */
  viewUrl: string;
}

/**
 * Reads a link as one post of the blog platform. `platformUrl`: where the platform is for this
 * deployment (the real blog, or the sandbox blog's base). Only the platform's own hosts are read,
 * so the link cannot point the server anywhere else (reference_not_naver).
 */
export function referenceOf(url: string, platformUrl: string): ReferencePost {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw AppError.of('reference_invalid', { url }, 'Not a link: pass the address of one blog post.');
  }
  const base = new URL(platformUrl);
  const basePath = base.pathname.replace(/\/$/, '');
  const ownHost = parsed.host === base.host && parsed.pathname.startsWith(`${basePath}/`);
  const realHost = BLOG_HOSTS.includes(parsed.hostname);
  if (!['http:', 'https:'].includes(parsed.protocol) || (!ownHost && !realHost))
    throw AppError.of(
      'reference_not_naver',
      { url, host: parsed.host },
      `Only the blog platform's own links can be read, not ${parsed.host}.`,
    );
  const root = ownHost ? `${base.origin}${basePath}` : 'https://blog.naver.com';
  const path = ownHost ? parsed.pathname.slice(basePath.length) : parsed.pathname;
  let blogId = parsed.searchParams.get('blogId') ?? '';
  let logNo = parsed.searchParams.get('logNo') ?? '';
  const parts = path.split('/').filter(Boolean);
  if (!/^\/PostView(\.naver)?$/.test(path)) {
    const rest = parts[0] === 'm' ? parts.slice(1) : parts;
    [blogId, logNo] = rest.length === 2 ? rest : ['', ''];
  }
  if (!BLOG_ID.test(blogId) || !/^\d{1,20}$/.test(logNo))
    throw AppError.of(
      'reference_invalid',
      { url },
      'Not a link to one post: it should end in /<blog id>/<post number>.',
    );
  const view = ownHost ? `${root}/PostView` : `${root}/PostView.naver`;
  return { blogId, logNo, viewUrl: `${view}?blogId=${encodeURIComponent(blogId)}&logNo=${logNo}` };
}

/** The post view's HTML, within the size and time caps, or the spec's reference code. */
export async function readReference(
  ref: ReferencePost,
  url: string,
  limits: { bytes: number; timeoutMs: number } = REFERENCE_LIMITS,
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(ref.viewUrl, {
      signal: AbortSignal.timeout(limits.timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    if ((err as Error).name === 'TimeoutError')
      throw AppError.of(
        'reference_timeout',
        { url },
        `The post did not answer within ${limits.timeoutMs / 1000} s.`,
      );
    throw AppError.of(
      'reference_unreachable',
      { url },
      `Could not reach the post (${(err as Error).message}).`,
    );
  }
  if (res.status === 404 || res.status === 403)
    throw AppError.of('reference_not_public', { url }, 'The post is private or gone.');
  if (!res.ok)
    throw AppError.of(
      'reference_unreachable',
      { url, upstreamStatus: res.status },
      `The blog answered ${res.status}.`,
    );
  const body = await readCapped(res, limits.bytes);
  if (!body) throw tooLarge(url, limits.bytes);
  return body.toString('utf8');
}

function tooLarge(url: string, limit: number): AppError {
  return AppError.of('reference_too_large', { url, limit }, `The post is over ${limit} bytes.`);
}

/**
 * The form of a post of the current editor (its components `se-component se-<kind>`): how its
 * sections open, how often it highlights, photos per section, captions. Never its words or photos.
 */
export function formOfPost(html: string, ref: ReferencePost, url: string): FormPreset {
  const kinds = [...html.matchAll(/class="se-component se-(\w+)"/g)].map((m) => m[1]);
  if (kinds.length === 0)
    throw AppError.of(
      'reference_not_readable',
      { url },
      'This post was written in an older editor; its form cannot be read.',
    );
  const count = (kind: string) => kinds.filter((k) => k === kind).length;
  const headings = count('sectionTitle');
  const quotes = count('quotation');
  const texts = count('text');
  const images = count('image') + count('imageGroup');
  const opener = headings > 0 ? 'heading' : quotes > 0 ? 'quote' : 'bold';
  const sections = Math.max(1, headings > 0 ? headings : quotes > 0 ? quotes : Math.ceil(texts / 3));
  const captions = [...html.matchAll(/<p class="se-caption">([^<]*)<\/p>/g)].map((m) => m[1].trim());
  const captioned = captions.filter((c) => c !== '').length;
  const highlighted = (html.match(/se-highlight/g) ?? []).length;
  return {
    id: `ref-${ref.blogId}-${ref.logNo}`,
    name: `Like ${ref.blogId}/${ref.logNo}`,
    when: 'A post shaped like the reference post it was read from.',
    sectionOpener: opener,
    quoteStyle: opener === 'quote' ? 'line' : null,
    highlightEvery: highlighted > 0 ? Math.max(1, Math.round(texts / highlighted)) : 0,
    imagesPerSection: Math.round(images / sections),
    captions: captions.length > 0 && captioned / captions.length >= 0.5 ? 'fill' : 'keep',
    paragraphsPerSection: Math.min(5, Math.max(1, Math.round(texts / sections))),
    extracted: true,
    source: url,
  };
}
