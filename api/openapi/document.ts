import type { PluginRegistry } from '../../core/channels/registry';
import { catalogue, type CatalogueEntry, type ErrorCode } from '../../core/errors/catalogue';
import type { JsonSchema } from '../schemas/shapes';
import { hoistNamed, namedSchemas } from './components';
import { webhookEvents } from './webhook-events';
import { ACCOUNT_IDS, operationsFor, type Operation } from './operations';

/** Codes any route of a kind can answer, so each operation lists only its own. */
const EVERY_ROUTE: ErrorCode[] = ['rate_limited', 'service_unavailable', 'internal_error'];
const WITH_KEY: ErrorCode[] = [
  'unauthenticated',
  'invalid_api_key',
  'api_key_revoked',
  'api_key_expired',
  'forbidden_scope',
];
/** A write made with the dashboard's session cookie needs its CSRF token (api/middleware/auth.ts). */
const WRITE_WITH_KEY: ErrorCode[] = ['csrf_failed'];
const IN_WORKSPACE: ErrorCode[] = ['workspace_required'];
const WITH_INPUT: ErrorCode[] = ['invalid_params'];
const WITH_BODY: ErrorCode[] = ['invalid_json', 'body_too_large'];

/**
 * The OpenAPI 3.1 document of this server, built at start from the operations registry (the
 * schemas the routes validate with, the catalogue's statuses), so it always says what the code does.
 */
export function openApiDocument(
  plugins: PluginRegistry,
  serverUrl: string,
  sandbox?: { accountIds: string[] },
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operationsFor(plugins)) {
    paths[op.path] ??= {};
    paths[op.path][op.method] = operation(op, sandbox);
  }
  // The events Fanout POSTs to subscriptions, with their payloads' schemas named as the paths' are.
  const named = hoistNamed({ paths, webhooks: webhookEvents() }, namedSchemas(plugins));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fanout API',
      version: '1.0.0',
      description:
        'One post to many channels; every publish a Temporal workflow. Errors are `{error: {code, message, ...}}`; ' +
        '`GET /v1/help?code=<code>` explains each code. The contract is docs/spec/SPEC.md.',
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    tags: [...new Set(operationsFor(plugins).map((op) => op.tag))].map((name) => ({ name })),
    paths: named.tree.paths,
    webhooks: named.tree.webhooks,
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (`fo_...`).' },
      },
      schemas: named.schemas,
      parameters: {
        Workspace: {
          name: 'x-service-workspace',
          in: 'header',
          required: false,
          description:
            'The workspace (id or slug, any case) for a key that reaches several; else `workspace_required`.',
          schema: { type: 'string' },
          example: 'demo',
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'The same key and body within 24 hours replay the first answer (`Idempotent-Replayed: true`); another body is `idempotency_key_reused`.',
          schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
        },
      },
    },
  };
}

/**
 * Node's HTTP server refuses a request whose URL and headers pass 16 KB before any route sees it
 * (api/server.ts answers it): 431 with the error object. Any operation can get it (a huge query
 * string, say), so each lists it.
 */
const TOO_LONG = {
  431: {
    description:
      '`invalid_params` (+limit in bytes): Request Header Fields Too Large: the URL and headers together pass 16 KB; refused by the HTTP server before the API reads the request, and not logged.',
    'x-error-codes': ['invalid_params'],
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
};

function operation(op: Operation, sandbox?: { accountIds: string[] }): Record<string, unknown> {
  const parameters: unknown[] = [...pathParameters(op.path), ...queryParameters(op.query)];
  if (op.workspace) parameters.push({ $ref: '#/components/parameters/Workspace' });
  if (op.idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  const out: Record<string, unknown> = {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    parameters,
    // A success listed at a status an error also has (503 on /health) is what that status means there.
    responses: { ...failures(op), ...successes(op), ...TOO_LONG },
  };
  if (op.auth === 'none') out.security = [];
  if (op.body) {
    const example =
      op.example && sandbox && op.example.accountIds === ACCOUNT_IDS
        ? { ...op.example, accountIds: sandbox.accountIds }
        : op.example;
    out.requestBody = {
      required: op.method === 'post',
      content: { 'application/json': { schema: op.body, ...(example ? { example } : {}) } },
    };
  }
  if (op.bytes) {
    out.requestBody = {
      required: true,
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  return out;
}

function pathParameters(path: string): unknown[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function queryParameters(query: JsonSchema | undefined): unknown[] {
  if (!query) return [];
  const required = new Set((query.required as string[] | undefined) ?? []);
  return Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}

function successes(op: Operation): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(op.responses).map(([status, { description, schema }]) => [
      status,
      schema ? { description, content: { 'application/json': { schema } } } : { description },
    ]),
  );
}

/** The codes this operation can answer, grouped by status, each linked to its help answer. */
function failures(op: Operation): Record<string, unknown> {
  const codes = new Set<ErrorCode>([
    ...EVERY_ROUTE,
    ...(op.auth === 'key' ? WITH_KEY : []),
    ...(op.auth === 'key' && op.method !== 'get' ? WRITE_WITH_KEY : []),
    ...(op.workspace ? IN_WORKSPACE : []),
    ...(op.query || op.body ? WITH_INPUT : []),
    ...(op.body ? WITH_BODY : []),
    ...op.errors,
  ]);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const entry: CatalogueEntry = catalogue[code];
    const statuses = [entry.status, ...(entry.otherStatuses ?? [])].filter(
      (s): s is number => typeof s === 'number',
    );
    for (const status of statuses) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: list
          .map((code) => `\`${code}\`: ${catalogue[code].message} ([help](/v1/help?code=${code}))`)
          .join('\n\n'),
        'x-error-codes': list,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}
