import type { Config } from '../../../core/config';
import { SANDBOX_OPENAPI, SANDBOX_SEARCHAD } from '../sandbox-research/upstreams';

/** Where each keyword research upstream is and how to sign in to it; absent when not configured. */
export interface KrResearchEndpoints {
  searchAd?: { baseUrl: string; apiKey: string; secret: string; customerId: string };
  openApi?: { baseUrl: string; clientId: string; clientSecret: string };
  /** Needs no key: always there (the real service, or the sandbox's). */
  autocomplete: { baseUrl: string };
  rss: { baseUrl: string; timeoutMs: number };
}

/**
 * Real keys go to the real upstreams (or `<NAME>_BASE_URL`); in the sandbox, an upstream without
 * keys is its emulator in the sandbox blog (`<sandbox>/kr_blog/...`). Outside the sandbox an
 * upstream without keys is not configured (`kr_seo_unavailable`).
 */
export function krResearchEndpoints(config: Config): KrResearchEndpoints {
  const sandbox = `${config.sandboxUrl}/kr_blog`;
  const base = (name: string, real: string, sandboxPath: string, keyed: boolean) =>
    config.platformBaseUrls[name] ?? (config.sandbox && !keyed ? `${sandbox}/${sandboxPath}` : real);
  const { searchAd, openApi } = config.research;
  return {
    searchAd:
      searchAd || config.sandbox
        ? {
            baseUrl: base('kr_searchad', 'https://api.searchad.naver.com', 'searchad', Boolean(searchAd)),
            ...(searchAd ?? SANDBOX_SEARCHAD),
          }
        : undefined,
    openApi:
      openApi || config.sandbox
        ? {
            baseUrl: base('kr_openapi', 'https://openapi.naver.com', 'openapi', Boolean(openApi)),
            ...(openApi ?? SANDBOX_OPENAPI),
          }
        : undefined,
    autocomplete: { baseUrl: base('kr_autocomplete', 'https://ac.search.naver.com', 'autocomplete', false) },
    rss: {
      baseUrl: base('kr_rss', 'https://rss.blog.naver.com', 'rss', false),
      timeoutMs: config.research.rssTimeoutMs,
    },
  };
}
