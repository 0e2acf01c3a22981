import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema';

/**
 * The typed TypeScript client of the Fanout API: openapi-fetch over the types generated from the
 * OpenAPI document (schema.d.ts, by `npm run gen:clients`). Every path, body and answer is typed:
 *
 *   const fanout = createFanoutClient({ baseUrl: 'http://127.0.0.1:3000', apiKey });
 *   const { data, error } = await fanout.POST('/v1/posts', { body: { content: 'Hi', accountIds } });
 *
 * `error` is the API's `{ error: { code, message, ... } }` when the status is not 2xx.
 */
export type { components, paths };
/** Checks a webhook delivery's `Fanout-Signature` (hand-written, kept when the types are regenerated). */
export { verifyWebhookSignature } from './webhook-signature';
export type FanoutClient = Client<paths>;

export type Post = components['schemas']['Post'];
export type Account = components['schemas']['Account'];
export type Media = components['schemas']['Media'];
export type Workspace = components['schemas']['Workspace'];
export type ApiKey = components['schemas']['Key'];
export type LogEntry = components['schemas']['LogEntry'];
export type ApiError = components['schemas']['Error'];

export interface FanoutClientOptions {
  /** Where the API listens, without a trailing slash: `http://127.0.0.1:3000` for `npm start`. */
  baseUrl: string;
  /** An API key (`fo_...`); omit for the routes that take none. */
  apiKey?: string;
  /** A workspace id or slug, for a key that reaches several (`x-service-workspace`). */
  workspace?: string;
  /** Another fetch (a test double, a proxy-aware one); the global one by default. */
  fetch?: typeof fetch;
}

export function createFanoutClient(options: FanoutClientOptions): FanoutClient {
  const headers: Record<string, string> = {};
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  if (options.workspace) headers['x-service-workspace'] = options.workspace;
  return createClient<paths>({ baseUrl: options.baseUrl, headers, fetch: options.fetch });
}
