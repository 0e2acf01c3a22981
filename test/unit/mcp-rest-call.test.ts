import 'reflect-metadata';
import { format } from 'node:util';
import { toolCatalogue } from '../../api/mcp/tool-catalogue';
import { callRest } from '../../api/mcp/rest-call';
import { operationsFor } from '../../api/openapi/operations';
import { PluginRegistry } from '../../core/channels/registry';
import { freePort } from '../../core/runtime/processes';
import { allPlugins } from '../../plugins';
import { listen } from '../support/listen';

/** A tool call whose REST call gets no JSON answers `api_unreachable`, and logs what happened instead. */
describe('MCP tool REST call without a JSON answer', () => {
  const tools = toolCatalogue(operationsFor(new PluginRegistry(allPlugins())));
  const getPost = tools.find((t) => t.name === 'get_post')!;
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());
  const lines = () => logged.mock.calls.map((args: unknown[]) => format(...args));

  it('answers api_unreachable when nothing listens, and logs the connection error with the request id', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    const answer = await callRest(
      getPost,
      { id: 'post_1' },
      { apiUrl: nobody, bearer: 'key', requestId: 'req_mcp_test' },
    );
    expect(answer).toMatchObject({ status: 503, body: { error: { code: 'api_unreachable' } } });
    expect(lines()).toEqual([
      expect.stringMatching(
        /^request req_mcp_test: MCP tool get_post: GET \/v1\/posts\/post_1 got no answer[\s\S]*ECONNREFUSED/,
      ),
    ]);
  });

  it("answers api_unreachable for a proxy's page, and logs its status and start", async () => {
    const proxy = await listen((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad Gateway</h1>');
    });
    try {
      const answer = await callRest(getPost, { id: 'post_1' }, { apiUrl: proxy.url, bearer: 'key' });
      expect(answer).toMatchObject({ status: 503, body: { error: { code: 'api_unreachable' } } });
      expect(lines()).toEqual([
        'MCP tool get_post: GET /v1/posts/post_1 answered 502 without JSON: <h1>Bad Gateway</h1>',
      ]);
    } finally {
      await proxy.close();
    }
  });
});
