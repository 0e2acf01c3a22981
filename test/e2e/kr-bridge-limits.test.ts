import WebSocket from 'ws';
import { startHarness, type Harness } from '../support/harness';
import { until } from '../support/wait';

/** How a bridge upgrade ended: a socket that opened, or the HTTP answer that refused it. */
type Upgrade =
  | { opened: WebSocket; closed: Promise<{ code: number; frames: unknown[] }> }
  | { refused: { status: number; headers: Record<string, string | string[] | undefined>; body: unknown } };

/**
 * The browser extensions' socket (`/v1/bridge`) on the real API: a socket that has not said a good
 * hello belongs to nobody, so few of them are held per address and each only briefly.
 */
describe('bridge sockets that never say hello', () => {
  const PER_ADDRESS = 3;
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({
      worker: false,
      env: { BRIDGE_HELLO_SECONDS: '1', BRIDGE_UNPAIRED_PER_ADDRESS: String(PER_ADDRESS) },
    });
  });
  afterAll(() => h.close());

  function upgrade(): Promise<Upgrade> {
    const ws = new WebSocket(`${h.url.replace(/^http/, 'ws')}/v1/bridge`);
    const frames: unknown[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data))));
    const closed = new Promise<{ code: number; frames: unknown[] }>((resolve) =>
      ws.on('close', (code) => resolve({ code, frames })),
    );
    return new Promise((resolve, reject) => {
      ws.on('open', () => resolve({ opened: ws, closed }));
      ws.on('unexpected-response', (_req, res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += String(c)));
        res.on('end', () =>
          resolve({ refused: { status: res.statusCode!, headers: res.headers, body: JSON.parse(text) } }),
        );
      });
      ws.on('error', reject);
    });
  }

  it('refuses the upgrade past the per-address limit with 429 rate_limited, closes each silent socket after the hello wait, then takes new ones', async () => {
    const held = await Promise.all(Array.from({ length: PER_ADDRESS }, upgrade));
    for (const socket of held) expect(socket).toHaveProperty('opened');

    const extra = await upgrade();
    expect(extra).toEqual({
      refused: {
        status: 429,
        headers: expect.objectContaining({
          'content-type': 'application/json; charset=utf-8',
          'retry-after': '1',
          'x-request-id': expect.stringMatching(/^req_/),
        }),
        body: {
          error: {
            code: 'rate_limited',
            limit: PER_ADDRESS,
            retryAfter: 1,
            message: expect.stringContaining('have not said hello from this address'),
          },
        },
      },
    });

    // Never a hello: each is told so and closed once the (here 1 s) wait is over.
    for (const socket of held) {
      expect(await (socket as Extract<Upgrade, { opened: WebSocket }>).closed).toEqual({
        code: 1008,
        frames: [{ type: 'refused', code: 'hello_expected', message: 'Send hello within 1 s.' }],
      });
    }
    // Their places are free again (once the server has seen each connection end).
    const again: WebSocket[] = [];
    await until(
      async () => {
        const next = await upgrade();
        if ('opened' in next) again.push(next.opened);
        return again.length === PER_ADDRESS;
      },
      5_000,
      'the closed sockets to free their places',
    );
    again.forEach((ws) => ws.terminate());
  });
});
