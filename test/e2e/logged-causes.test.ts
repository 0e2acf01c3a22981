import { format } from 'node:util';
import { Account } from '../../core/entities';
import { AccountRefresh } from '../../core/services/accounts/account-refresh';
import { AccountService } from '../../core/services/accounts/account-service';
import type { BridgeAnswer, BridgeJobs } from '../../core/services/accounts/bridge-jobs';
import { PluginRegistry } from '../../core/channels/registry';
import { startHarness, type Harness } from '../support/harness';
import { listen, type Listening } from '../support/listen';
import { secondPerson } from '../support/people';
import { startStripeMock } from '../support/stripe-mock';

/**
 * What a client is told stays as it was; what a third party said instead goes to the server's log,
 * with the request id the client can quote, so a lasting fault does not pass for a glitch.
 */
describe('causes kept in the log', () => {
  let h: Harness;
  let mock: { url: string; stop: () => void };
  let stripe: Listening;
  let logged: jest.SpyInstance;
  const lines = () => logged.mock.calls.map((args: unknown[]) => format(...args));

  beforeAll(async () => {
    mock = await startStripeMock();
    // Stripe as it answers a price id it does not have (stripe-mock takes any id); all else passes on.
    stripe = await listen(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString();
      if (
        req.url === '/v1/checkout/sessions' &&
        new URLSearchParams(body).get('line_items[0][price]') === 'price_wrong'
      ) {
        res.writeHead(400, { 'content-type': 'application/json', 'request-id': 'req_stripe_1' }).end(
          JSON.stringify({
            error: {
              code: 'resource_missing',
              message: "No such price: 'price_wrong'",
              param: 'line_items[0][price]',
              type: 'invalid_request_error',
            },
          }),
        );
        return;
      }
      const answer = await fetch(`${mock.url}${req.url}`, {
        method: req.method,
        headers: {
          authorization: req.headers.authorization ?? '',
          'content-type': req.headers['content-type'] ?? 'application/x-www-form-urlencoded',
        },
        body: req.method === 'GET' ? undefined : body,
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
    });
    h = await startHarness({
      worker: false,
      env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_API_BASE: stripe.url, STRIPE_PRICE_ID: 'price_wrong' },
    });
  }, 15 * 60_000);
  afterAll(async () => {
    await h?.close();
    await stripe?.close();
    mock?.stop();
  });
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it("answers a checkout Stripe refuses with checkout_failed, and logs Stripe's message with the request id", async () => {
    const { key } = await secondPerson(h, 'Wrong price');
    const res = await h.call('POST', '/v1/billing/checkout', { workspaces: 2 }, { key });
    expect([res.status, res.body.error]).toEqual([
      503,
      {
        code: 'checkout_failed',
        message: 'The payment provider gave no checkout page; nothing was charged. Try again.',
      },
    ]);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^req_/);
    expect(lines()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^request ${requestId}: answered checkout_failed, caused by [\\s\\S]*No such price: 'price_wrong'`,
        ),
      ),
    ]);
  });

  it('logs a refresh answer that came after the wait and could not be stored', async () => {
    const account = await h.orm.em.fork().findOneOrFail(Account, { id: await h.accountId('kr_blog') });
    let late: Promise<unknown> | undefined;
    // The extension answers only after the minute, and refuses: signed out of the blog meanwhile.
    const bridges = {
      ask: async () => ({ pending: 'job_late' }),
      whenAnswered: (_jobId: string, then: (answer: BridgeAnswer) => Promise<unknown>) => {
        late = then({ ok: false, code: 'kr_not_logged_in', detail: 'signed out' });
      },
    } as unknown as BridgeJobs;
    const refresh = new AccountRefresh(
      h.orm,
      h.container.resolve(PluginRegistry),
      h.container.resolve(AccountService),
      bridges,
    );
    expect(await refresh.refreshOne(account)).toMatchObject({
      status: 'refreshing',
      code: 'refresh_timeout',
    });
    await late;
    expect(lines()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^account ${account.id}: the refresh answered late was not stored [\\s\\S]*kr_not_logged_in`,
        ),
      ),
    ]);
  });
});
