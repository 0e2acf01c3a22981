import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { toolCatalogue } from '../../api/mcp/tool-catalogue';
import { operationsFor } from '../../api/openapi/operations';
import { PluginRegistry } from '../../core/channels/registry';
import { Media } from '../../core/entities';
import { LogService } from '../../core/services/operations/log-service';
import { DEMO_EMAIL } from '../../core/services/people/demo-seeder';
import { startHarness, type Harness } from '../support/harness';
import { jpeg } from '../support/media-files';
import { AGENT_REDIRECT_URI, authorizeParams, consentCode, oauthForm, pkce } from '../support/oauth-agent';
import { stdioMcpClient } from '../support/mcp-stdio';
import { secondPerson } from '../support/people';

// Test code reads arbitrary fields of tool answers.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A tool's answer as the agent gets it: the REST body (structured), and whether it is an error. */
async function call(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<{ isError: boolean; body: Json }> {
  const result = (await client.callTool({ name, arguments: args })) as Json;
  return { isError: Boolean(result.isError), body: result.structuredContent };
}

describe('MCP: every capability as tools, local (stdio) and remote (OAuth + Streamable HTTP)', () => {
  let h: Harness;
  let local: Client;

  beforeAll(async () => {
    h = await startHarness();
    local = await stdioMcpClient({ FANOUT_API_URL: h.url, FANOUT_API_KEY: h.apiKey });
  }, 60_000);
  afterAll(async () => {
    await local?.close();
    await h.close();
  });

  it('lists a tool per capability with a title, a description, annotations and the REST schema', async () => {
    const { tools } = await local.listTools();
    const names = tools.map((t) => t.name);
    for (const name of [
      'create_post',
      'get_post',
      'list_posts',
      'update_post',
      'retry_post',
      'list_kr_drafts',
      'publish_kr_draft',
      'refresh_account',
      'get_publish_options',
      'media_upload_link',
      'media_complete',
      'research_kr_keywords',
      'get_help',
      'list_logs',
    ])
      expect(names).toContain(name);
    expect(names).not.toContain('create_key');
    const get = tools.find((t) => t.name === 'get_post')!;
    expect(get.annotations).toMatchObject({
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
    });
    expect(get.inputSchema).toMatchObject({ required: ['id'] });
    const del = tools.find((t) => t.name === 'delete_post')!;
    expect(del.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    const create = tools.find((t) => t.name === 'create_post')!;
    expect(create.title).toBeTruthy();
    expect(create.description).toMatch(/get_post/);
    // One source: the tool takes the very fields the REST route validates, plus workspaceId.
    const doc = (await h.call('GET', '/openapi.json')).body;
    const restBody = doc.paths['/v1/posts'].post.requestBody.content['application/json'].schema;
    const restFields = Object.keys(
      restBody.properties ?? doc.components.schemas[restBody.$ref?.split('/').pop()]?.properties ?? {},
    );
    expect(Object.keys(create.inputSchema.properties!).sort()).toEqual([...restFields, 'workspaceId'].sort());
  });

  it('publishes with media through an upload link, reads the post, and retries a failed target', async () => {
    const link = await call(local, 'media_upload_link', {});
    expect(link.isError).toBe(false);
    // The person (or any HTTP client) puts the file on the link.
    const put = await fetch(`${link.body.url}/photo.jpg`, {
      method: 'PUT',
      body: jpeg(800, 600),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(put.status).toBe(201);
    const files = await call(local, 'media_get_upload_link', { id: link.body.id });
    const mediaId = files.body.files[0].mediaId ?? files.body.files[0].id;
    const chat = await h.accountId('chat');
    h.sandbox.emulators.get('chat')!.failNext('blocked');
    const created = await call(local, 'create_post', {
      content: 'Sent by an agent',
      accountIds: [chat],
      mediaIds: [mediaId],
      wait: true,
    });
    expect(created.isError).toBe(false);
    const read = await call(local, 'get_post', { id: created.body.id });
    expect(read.body.targets[0]).toMatchObject({ status: 'failed', errorCode: 'permission_denied' });
    const retried = await call(local, 'retry_post', { id: created.body.id, wait: true });
    expect(retried.isError).toBe(false);
    expect(retried.body.status).toBe('published');
    const logs = await h.call('GET', '/v1/logs?limit=20');
    const agent = logs.body.data
      .filter((l: Json) => l.source === 'mcp')
      .map((l: Json) => `${l.method} ${l.path}`);
    expect(agent).toEqual(
      expect.arrayContaining([`POST /v1/posts/${created.body.id}/retry`, 'POST /v1/posts']),
    );
  }, 60_000);

  it('answers the error paths as tool errors with the spec code and fields', async () => {
    const missing = await call(local, 'get_post', { id: 'post_nope' });
    expect(missing).toMatchObject({
      isError: true,
      body: { error: { code: 'post_not_found' }, httpStatus: 404 },
    });
    const big = await call(local, 'create_post', { content: 'x'.repeat(110_000), accountIds: ['a'] });
    expect(big.body.error).toMatchObject({ code: 'body_too_large', limit: 102_400 });

    const offline = await stdioMcpClient({ FANOUT_API_URL: 'http://127.0.0.1:9', FANOUT_API_KEY: h.apiKey });
    const write = await call(offline, 'create_post', { content: 'x', accountIds: ['a'] });
    expect(write.body.error.code).toBe('api_unreachable');
    expect(write.body.error.message).toMatch(/get_post, list_posts or list_kr_drafts/);
    await offline.close();

    // A presign refused because earlier ones never got bytes: over MCP the error carries an upload link.
    const presign = () =>
      call(local, 'media_presign', { fileName: 'a.png', contentType: 'image/png', bytes: 10 });
    const stale = await Promise.all([presign(), presign(), presign()]);
    await h.orm.em
      .fork()
      .nativeUpdate(
        Media,
        { id: { $in: stale.map((p) => p.body.id) } },
        { createdAt: new Date(Date.now() - 31 * 60_000) },
      );
    const refused = await presign();
    expect(refused.body.error).toMatchObject({
      code: 'upload_bytes_missing',
      stale: 3,
      nextStep: 'media_upload_link',
    });
    expect(refused.body.error.uploadLink.url).toMatch(/\/v1\/media\/upload-links\//);
    await h.orm.em.fork().nativeDelete(Media, { id: { $in: stale.map((p) => p.body.id) } });

    // A message naming a next step names the tool to call.
    const unread = await call(local, 'lay_out_kr_body', {
      content: 'x',
      forms: ['https://blog.naver.com/someone/223000000001'],
    });
    expect(unread.body.error.code).toBe('reference_not_read');
    expect(unread.body.error.message).toContain('extract_kr_form');
    expect(unread.body.error.message).not.toContain('/v1/');

    const other = await secondPerson(h, 'Agent owner');
    const agent = await stdioMcpClient({ FANOUT_API_URL: h.url, FANOUT_API_KEY: other.key });
    const research = await call(agent, 'research_kr_keywords', { keywords: ['캠핑'] });
    expect(research.body.error).toMatchObject({
      code: 'research_tool_disabled',
      tool: 'research_kr_keywords',
    });
    await call(agent, 'create_workspace', { name: 'Second' });
    const unsure = await call(agent, 'list_accounts', {});
    expect(unsure.body.error.code).toBe('workspace_required');
    const sure = await call(agent, 'list_accounts', { workspaceId: other.workspaceId });
    expect(sure.isError).toBe(false);
    await agent.close();
  }, 60_000);

  it('refuses a missing, empty or mistyped path argument as invalid_params naming it, before any REST call', async () => {
    const newestLog = async () => {
      await h.container.resolve(LogService).drain();
      return (await h.call('GET', '/v1/logs?limit=1')).body.data[0]?.id as string | undefined;
    };
    const before = await newestLog();
    const tools = toolCatalogue(operationsFor(h.container.resolve(PluginRegistry)));
    const withPath = tools.filter((t) => t.pathArgs.length > 0);
    expect(withPath.map((t) => t.name)).toEqual(
      expect.arrayContaining(['get_post', 'delete_post', 'get_post_thread', 'publish_kr_draft']),
    );
    for (const tool of withPath)
      for (const arg of tool.pathArgs)
        for (const value of [undefined, '', 123, null, ['post_x']]) {
          // The tool's other path arguments well formed (redeliver_webhook has two), so the one named is this.
          const others = Object.fromEntries(tool.pathArgs.filter((a) => a !== arg).map((a) => [a, 'x']));
          const answer = await call(
            local,
            tool.name,
            value === undefined ? others : { ...others, [arg]: value },
          );
          expect([tool.name, arg, value, answer]).toEqual([
            tool.name,
            arg,
            value,
            {
              isError: true,
              body: {
                error: expect.objectContaining({ code: 'invalid_params', field: arg }),
                httpStatus: 400,
              },
            },
          ]);
          expect(answer.body.error.message).toContain(arg);
        }
    // The issue's own calls: an argument under another name is not the one the tool needs.
    const misnamed = await call(local, 'get_post', { postId: 123 });
    expect(misnamed.body.error).toMatchObject({ code: 'invalid_params', field: 'id' });
    // None of them reached the REST API: the log holds no call made since.
    expect(await newestLog()).toBe(before);
    // A good call does reach it (the log check above can see an agent's call).
    expect((await call(local, 'get_post', { id: 'post_nope' })).body.error.code).toBe('post_not_found');
    expect(await newestLog()).not.toBe(before);
  }, 120_000);

  describe('remote, signed in through OAuth', () => {
    const { verifier, challenge } = pkce();
    const redirectUri = AGENT_REDIRECT_URI;
    const form = oauthForm;
    const signInAndConsent = (clientId: string, research: boolean) =>
      consentCode(h, clientId, challenge, { research });

    it('registers, authorizes with PKCE, consents, calls tools, refreshes, and is refused once revoked', async () => {
      const unauth = await fetch(`${h.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(unauth.status).toBe(401);
      expect(unauth.headers.get('www-authenticate')).toBe(
        `Bearer resource_metadata="${h.url}/.well-known/oauth-protected-resource"`,
      );
      const resourceMeta = await (await fetch(`${h.url}/.well-known/oauth-protected-resource`)).json();
      expect(resourceMeta).toMatchObject({ resource: `${h.url}/mcp`, authorization_servers: [h.url] });
      const asMeta = (await (await fetch(`${h.url}/.well-known/oauth-authorization-server`)).json()) as Json;
      expect(asMeta.code_challenge_methods_supported).toEqual(['S256']);

      const registered = (await (
        await fetch(asMeta.registration_endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ client_name: 'Test agent', redirect_uris: [redirectUri] }),
        })
      ).json()) as Json;
      expect(registered.client_id).toMatch(/^cli_/);
      const params = authorizeParams(h, registered.client_id, challenge);
      const page = await fetch(`${h.url}/oauth/authorize?${new URLSearchParams(params)}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('name="password"');
      const wrong = await fetch(`${h.url}/oauth/authorize`, {
        method: 'POST',
        body: form({ ...params, email: DEMO_EMAIL, password: 'nope' }),
        redirect: 'manual',
      });
      expect(wrong.status).toBe(401);
      const code = await signInAndConsent(registered.client_id, false);
      const badVerifier = await fetch(asMeta.token_endpoint, {
        method: 'POST',
        body: form({
          grant_type: 'authorization_code',
          code,
          client_id: registered.client_id,
          redirect_uri: redirectUri,
          code_verifier: 'x'.repeat(43),
        }),
      });
      expect([badVerifier.status, ((await badVerifier.json()) as Json).error]).toEqual([
        400,
        'invalid_grant',
      ]);
      // The failed try used the code up: a code works once.
      const code2 = await signInAndConsent(registered.client_id, false);
      const tokens = (await (
        await fetch(asMeta.token_endpoint, {
          method: 'POST',
          body: form({
            grant_type: 'authorization_code',
            code: code2,
            client_id: registered.client_id,
            redirect_uri: redirectUri,
            code_verifier: verifier,
          }),
        })
      ).json()) as Json;
      expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });

      const remote = new Client({ name: 'remote-test', version: '1.0.0' });
      await remote.connect(
        new StreamableHTTPClientTransport(new URL(`${h.url}/mcp`), {
          requestInit: { headers: { Authorization: `Bearer ${tokens.access_token}` } },
        }),
      );
      expect((await remote.listTools()).tools.length).toBeGreaterThan(30);
      const chat = await h.accountId('chat');
      // With media, as over stdio: an upload link, the file put on it, its media id in the post.
      const link = await call(remote, 'media_upload_link', {});
      const put = await fetch(`${link.body.url}/remote.jpg`, {
        method: 'PUT',
        body: jpeg(640, 480),
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(put.status).toBe(201);
      const files = await call(remote, 'media_get_upload_link', { id: link.body.id });
      const posted = await call(remote, 'create_post', {
        content: 'Remote agent post',
        accountIds: [chat],
        mediaIds: [files.body.files[0].mediaId ?? files.body.files[0].id],
        wait: true,
      });
      expect(posted.body.status).toBe('published');
      expect(posted.body.mediaIds).toHaveLength(1);
      expect((await call(remote, 'get_post', { id: posted.body.id })).body.targets[0].status).toBe(
        'published',
      );
      const research = await call(remote, 'research_kr_keywords', { keywords: ['캠핑'] });
      expect(research.body.error).toMatchObject({ code: 'research_tool_disabled' });
      expect(research.body.error.enableUrl).toMatch(/\/v1\/grants\/grt_/);
      await remote.close();

      const refreshed = (await (
        await fetch(asMeta.token_endpoint, {
          method: 'POST',
          body: form({
            grant_type: 'refresh_token',
            refresh_token: tokens.refresh_token,
            client_id: registered.client_id,
          }),
        })
      ).json()) as Json;
      expect(refreshed.access_token).toMatch(/^fom_/);
      const grants = (await h.call('GET', '/v1/grants')).body.data;
      const grant = grants.find((g: Json) => g.clientName === 'Test agent' && !g.revokedAt && g.lastUsedAt);
      expect((await h.call('DELETE', `/v1/grants/${grant.id}`)).body.revokedAt).toBeTruthy();
      const after = await fetch(`${h.url}/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${refreshed.access_token}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect(after.status).toBe(401);
      expect((await h.call('DELETE', '/v1/grants/grt_nope')).body.error.code).toBe('grant_not_found');
      // An upload link the agent made dies with its grant, as one made with a key dies with the key.
      const late = await fetch(`${link.body.url}/late.jpg`, {
        method: 'PUT',
        body: jpeg(64, 48),
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(late.status).toBe(404);
    }, 60_000);

    it('refuses another origin, and a token that is not for this resource', async () => {
      const evil = await fetch(`${h.url}/mcp`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: '{}',
      });
      expect(evil.status).toBe(403);
      const apiKeyAsToken = await fetch(`${h.url}/mcp`, {
        method: 'POST',
        headers: { authorization: `Bearer ${h.apiKey}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(apiKeyAsToken.status).toBe(401);
    });
  });
});
