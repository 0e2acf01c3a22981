import type { KrResearchEndpoints } from './endpoints';
import { getUpstream, jsonOf } from './upstream-http';

interface Raw {
  items?: unknown[][];
}

/** The platform's autocomplete, server path (`GET /nx/ac?q=...&r_format=json`): the words offered for a seed. */
export class AutocompleteClient {
  constructor(private readonly endpoint: KrResearchEndpoints['autocomplete']) {}

  async suggest(seed: string, signal?: AbortSignal, timeoutMs = 8_000): Promise<string[]> {
    const answer = await getUpstream(
      'autocomplete',
      autocompleteUrl(`${this.endpoint.baseUrl}/nx/ac`, seed),
      {
        timeoutMs,
        maxBytes: 512 * 1024,
        signal,
      },
    );
    return wordsOf(jsonOf<Raw>('autocomplete', answer));
  }
}

/**
 * The autocomplete's address for one seed, as the server and the person's browser both ask it
 * (the extension's service worker builds the same; it cannot import this).
 */
export function autocompleteUrl(endpoint: string, seed: string): string {
  const query = new URLSearchParams({ q: seed, st: '100', r_format: 'json', r_enc: 'UTF-8', q_enc: 'UTF-8' });
  return `${endpoint}?${query}`;
}

/** `items[0]` is a list of one-element lists (`[["캠핑의자"], ...]`); anything else is skipped. */
export function wordsOf(raw: Raw): string[] {
  const first = Array.isArray(raw.items) && Array.isArray(raw.items[0]) ? raw.items[0] : [];
  return first
    .flatMap((entry) => (Array.isArray(entry) && typeof entry[0] === 'string' ? [entry[0].trim()] : []))
    .filter(Boolean);
}
