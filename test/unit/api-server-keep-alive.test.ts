import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiServer, close } from '../../api/server';

/**
 * A client that keeps its connection (every HTTP client library, every proxy) may send its next
 * request after several idle seconds: the connection must still be there, not closed under it.
 */
describe('the API server keeps an idle connection open', () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = apiServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => close(server));

  const get = (agent: http.Agent) =>
    new Promise<{ body: string; reused: boolean }>((resolve, reject) => {
      const req = http.get(url, { agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ body, reused: req.reusedSocket }));
      });
      req.on('error', reject);
    });

  it('answers a second request on the same connection after 6 s idle (Node closes it after 5 s by default)', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(agent)).toEqual({ body: 'ok', reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await get(agent)).toEqual({ body: 'ok', reused: true });
    agent.destroy();
  }, 15_000);
});
