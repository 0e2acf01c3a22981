import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { createApp } from '../../api/app';
import { operationsFor } from '../../api/openapi/operations';
import { PluginRegistry } from '../../core/channels/registry';
import { startHarness, type ApiResponse, type Harness } from '../support/harness';

/**
 * `GET /openapi.json` is the API's contract, generated from the schemas the routes validate with.
 * It must name every route the app serves and nothing else, be valid OpenAPI 3.1, and describe
 * what the routes really answer.
 */
describe('the OpenAPI document (GET /openapi.json)', () => {
  let h: Harness;
  let doc: {
    paths: Record<
      string,
      Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
    >;
    components: Record<string, unknown>;
  };

  beforeAll(async () => {
    h = await startHarness();
    const res = await h.call('GET', '/openapi.json', undefined, { key: null });
    expect(res.status).toBe(200);
    doc = res.body;
  });
  afterAll(() => h.close());

  it('has one operation per route the app serves, and no operation without a route', () => {
    const app = createApp(h.container);
    const served = new Set<string>();
    for (const mw of app.middleware as Array<{
      router?: { stack: Array<{ methods: string[]; path: string }> };
    }>) {
      for (const layer of mw.router?.stack ?? []) {
        for (const method of layer.methods.filter((m) => m !== 'HEAD')) {
          served.add(`${method.toLowerCase()} ${layer.path.replace(/:(\w+)/g, '{$1}')}`);
        }
      }
    }
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m} ${p}`)),
    );
    expect([...served].filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((r) => !served.has(r))).toEqual([]);
    expect(documented.size).toBe(operationsFor(h.container.resolve(PluginRegistry)).length);
  });

  it('GET /docs (no key) serves the reference page and its script from this server, pointing at /openapi.json', async () => {
    const page = await fetch(`${h.url}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('<script src="/docs/scalar.js"></script>');
    expect(html).toContain("url: '/openapi.json'");
    expect(html).not.toMatch(/https?:\/\//);
    const script = await fetch(`${h.url}/docs/scalar.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect((await script.text()).length).toBeGreaterThan(1_000_000);
  });

  // Run beside the server, not blocking it: a synchronous child held the test process (and the
  // API in it) for seconds, and the next call's kept-alive connection was reset.
  it('is valid OpenAPI 3.1', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const cli = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
    const { stdout: out } = await promisify(execFile)(process.execPath, [cli, file], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({ valid: true });
  });

  describe('answers match their response schemas', () => {
    const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

    function expectConforms(method: string, route: string, res: ApiResponse): void {
      const schema =
        doc.paths[route][method].responses[String(res.status)]?.content?.['application/json']?.schema;
      expect(schema).toBeDefined();
      // Named schemas are `$ref`s into the document's components: compile with them at hand.
      const validate = ajv.compile({ ...(schema as object), components: doc.components });
      const ok = validate(res.body);
      expect(ok ? [] : validate.errors).toEqual([]);
    }

    it('posts: create with wait, read, list, thread, patch, delete', async () => {
      const [chat, micro] = [await h.accountId('chat'), await h.accountId('micro')];
      const created = await h.call('POST', '/v1/posts', {
        content: 'Conforms',
        accountIds: [chat, micro],
        wait: true,
      });
      expect(created.status).toBe(201);
      expectConforms('post', '/v1/posts', created);
      expectConforms('get', '/v1/posts/{id}', await h.call('GET', `/v1/posts/${created.body.id}`));
      expectConforms('get', '/v1/posts', await h.call('GET', '/v1/posts?limit=5'));
      expectConforms(
        'get',
        '/v1/posts/{id}/thread',
        await h.call('GET', `/v1/posts/${created.body.id}/thread`),
      );
      const draft = await h.call('POST', '/v1/posts', { content: 'Draft', accountIds: [chat], draft: true });
      expectConforms('post', '/v1/posts', draft);
      expectConforms(
        'patch',
        '/v1/posts/{id}',
        await h.call('PATCH', `/v1/posts/${draft.body.id}`, { content: 'Draft 2' }),
      );
      expectConforms('delete', '/v1/posts/{id}', await h.call('DELETE', `/v1/posts/${draft.body.id}`));
    });

    it('accounts, workspaces, keys, platforms, logs, help, health, channel reads', async () => {
      expectConforms('get', '/v1/accounts', await h.call('GET', '/v1/accounts'));
      expectConforms('get', '/v1/workspaces', await h.call('GET', '/v1/workspaces'));
      expectConforms('get', '/v1/keys', await h.call('GET', '/v1/keys'));
      const key = await h.call('POST', '/v1/keys', { name: 'Conforms', allWorkspaces: true });
      expectConforms('post', '/v1/keys', key);
      expectConforms('delete', '/v1/keys/{id}', await h.call('DELETE', `/v1/keys/${key.body.id}`));
      expectConforms('get', '/v1/platforms', await h.call('GET', '/v1/platforms'));
      expectConforms('get', '/v1/logs', await h.call('GET', '/v1/logs?limit=5'));
      expectConforms(
        'get',
        '/v1/help',
        await h.call('GET', '/v1/help?code=rate_limited', undefined, { key: null }),
      );
      expectConforms('get', '/v1/help', await h.call('GET', '/v1/help?q=token', undefined, { key: null }));
      expectConforms('get', '/health', await h.call('GET', '/health', undefined, { key: null }));
      const micro = await h.accountId('micro');
      expectConforms(
        'get',
        '/v1/channels/posts',
        await h.call('GET', `/v1/channels/posts?accountId=${micro}`),
      );
      expectConforms('get', '/v1/channels/quota', await h.call('GET', '/v1/channels/quota'));
    });

    it('errors: the shared error object, at a status the operation lists', async () => {
      const res = await h.call('GET', '/v1/posts/post_nothere');
      expect(res.status).toBe(404);
      const listed = doc.paths['/v1/posts/{id}'].get.responses['404'] as unknown as {
        'x-error-codes': string[];
      };
      expect(listed['x-error-codes']).toContain(res.body.error.code);
    });
  });

  // Last: its examples make a workspace, after which the demo key reaches two.
  it('has request examples that run as they are against the sandbox', async () => {
    const examples = Object.entries(doc.paths).flatMap(([route, methods]) =>
      Object.entries(methods).flatMap(([method, op]) => {
        const example = (op as { requestBody?: { content: Record<string, { example?: unknown }> } })
          .requestBody?.content['application/json']?.example;
        // Those on one resource (`{id}`) need an id first; the stateful fuzz covers them.
        return example !== undefined && !route.includes('{') ? [{ method, route, example }] : [];
      }),
    );
    expect(examples.map((e) => `${e.method} ${e.route}`)).toEqual(
      expect.arrayContaining(['post /v1/posts', 'post /v1/media', 'post /v1/workspaces', 'post /v1/keys']),
    );
    for (const { method, route, example } of examples) {
      const res = await h.call(method.toUpperCase(), route, example, {
        headers: { 'x-service-workspace': 'demo' },
      });
      expect({
        route,
        status: res.status < 300 ? 'ok' : res.status,
        body: res.status < 300 ? '' : res.body,
      }).toEqual({
        route,
        status: 'ok',
        body: '',
      });
    }
  });
});
