import dnsPromises from 'node:dns/promises';
import { checkWebhookUrl } from '../../core/services/webhooks/webhook-address';
import { startHarness, type Harness } from '../support/harness';
import { until } from '../support/wait';

/**
 * A webhook receiver is reached only at public addresses (issue 28): the name is resolved and its
 * addresses checked when it is subscribed and again before each send. "hooks.example.test" exists
 * only in this suite's resolver (node's DNS lookup, stubbed for that one name the way the media URL
 * guard's tests do), so the test decides where it points and when it moves.
 */
describe('outbound webhooks: the address guard on names', () => {
  let h: Harness;
  let points = '93.184.216.34';
  let lookup: jest.SpyInstance;

  beforeAll(async () => {
    h = await startHarness();
    const real = dnsPromises.lookup.bind(dnsPromises);
    lookup = jest
      .spyOn(dnsPromises, 'lookup')
      .mockImplementation((async (host: string, options: never) =>
        host === 'hooks.example.test' ? [{ address: points, family: 4 }] : real(host, options)) as never);
  });
  afterAll(async () => {
    lookup.mockRestore();
    await h.close();
  });

  it('refuses at create a name that resolves to a private address, naming it', async () => {
    points = '10.20.30.40';
    const res = await h.call('POST', '/v1/webhooks', { url: 'https://hooks.example.test/in', events: ['*'] });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'media_url_blocked', address: '10.20.30.40' });
    expect(res.body.error.message).toMatch(/hooks\.example\.test resolves to 10\.20\.30\.40/);
  });

  it('refuses at send time a name that moved to a private address since it was subscribed', async () => {
    points = '93.184.216.34';
    const made = await h.call('POST', '/v1/webhooks', {
      url: 'https://hooks.example.test/in',
      events: ['*'],
    });
    expect(made.status).toBe(201);
    points = '192.168.1.20';
    expect((await h.call('POST', `/v1/webhooks/${made.body.id}/test`)).status).toBe(202);
    let delivery: { attempts: number; lastStatus: number | null; lastError: string | null } | undefined;
    await until(
      async () => {
        delivery = (await h.call('GET', `/v1/webhooks/${made.body.id}/deliveries`)).body.data[0];
        return (delivery?.attempts ?? 0) >= 1;
      },
      20_000,
      'the first try of the test event',
    );
    expect(delivery).toMatchObject({ state: 'pending', lastStatus: null });
    expect(delivery!.lastError).toMatch(
      /^media_url_blocked: hooks\.example\.test resolves to 192\.168\.1\.20/,
    );
  });

  it('outside the sandbox refuses a name resolving to loopback too, and plain http', async () => {
    points = '127.0.0.1';
    const production = { sandbox: false };
    await expect(checkWebhookUrl('https://hooks.example.test/in', production)).rejects.toMatchObject({
      code: 'media_url_blocked',
      violations: [expect.objectContaining({ extra: expect.objectContaining({ address: '127.0.0.1' }) })],
    });
    // The sandbox takes loopback (everything runs on one machine there), never a private range.
    await expect(checkWebhookUrl('https://hooks.example.test/in', { sandbox: true })).resolves.toMatchObject({
      addresses: [{ address: '127.0.0.1', family: 4 }],
    });
    points = '93.184.216.34';
    await expect(checkWebhookUrl('http://hooks.example.test/in', production)).rejects.toMatchObject({
      code: 'invalid_params',
    });
    await expect(checkWebhookUrl('https://hooks.example.test/in', production)).resolves.toMatchObject({
      addresses: [{ address: '93.184.216.34', family: 4 }],
    });
  });
});
