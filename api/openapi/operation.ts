import type { PluginRegistry } from '../../core/channels/registry';
import type { ErrorCode } from '../../core/errors/catalogue';
import * as posts from '../schemas/posts';
import { record, type JsonSchema } from '../schemas/shapes';

/** One route of the API as api/openapi/operations.ts lists it (see there why). */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI style: `/v1/posts/{id}`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  /** `key`: a bearer API key; `none`: open, or authorised by a signed token or the OAuth state. */
  auth: 'key' | 'none';
  /** Acts in one workspace, chosen by `x-service-workspace` when the key reaches several. */
  workspace?: boolean;
  /** Takes `Idempotency-Key` (api/middleware/idempotency.ts). */
  idempotent?: boolean;
  query?: JsonSchema;
  body?: JsonSchema;
  /**
   * A body that runs as is against the sandbox of `npm start` (document.ts puts the demo
   * workspace's account ids where it says ACCOUNT_IDS).
   */
  example?: Record<string, unknown>;
  /** A body that is file bytes, not JSON. */
  bytes?: boolean;
  responses: Record<number, { description: string; schema?: JsonSchema }>;
  /** Codes this route answers beyond those every route of its kind can (see document.ts). */
  errors: ErrorCode[];
}

/** Where an example's account ids go: the demo accounts when the server runs its sandbox. */
export const ACCOUNT_IDS = ['<chat account id from GET /v1/accounts>', '<micro account id>'];

export const post = (status: number, description: string) => ({
  [status]: { description, schema: posts.postView },
});

/** A post answer: settled (`done`), or 202 with `next` while it still goes out. */
export const postAnswers = (done: number, what: string) => ({
  ...post(done, what),
  ...post(202, 'Still going out: targets are `pending` or `publishing`; `next` says where to look.'),
});

export const health = record({
  ok: { type: 'boolean' },
  process: { type: 'string', description: 'The process that answered: `<pid>@<host>`.' },
  checks: { type: 'object' },
});

/** `options.<id>` of one channel: its plugin's schema plus the `content` every channel takes. */
export function channelOptionsSchema(plugin: ReturnType<PluginRegistry['all']>[number]): JsonSchema {
  return {
    ...plugin.optionsSchema,
    properties: { content: { type: 'string' }, ...(plugin.optionsSchema.properties as object) },
  };
}

/** `options` of a post: one entry per channel this server runs. */
export function postOptionsSchema(plugins: PluginRegistry): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(plugins.all().map((p) => [p.id, channelOptionsSchema(p)])),
    additionalProperties: false,
  };
}

/** `options` of a post in a request body: the body's schema with one entry per channel. */
export function optionsOf(plugins: PluginRegistry): (schema: JsonSchema) => JsonSchema {
  const postOptions = postOptionsSchema(plugins);
  return (schema) => ({ ...schema, properties: { ...(schema.properties as object), options: postOptions } });
}
