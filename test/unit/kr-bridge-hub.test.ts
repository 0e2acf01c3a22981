import http from 'node:http';
import WebSocket from 'ws';
import { BridgeHub } from '../../plugins/kr_blog/bridge/hub';
import { listen, type Listening } from '../support/listen';

type Frame = Record<string, unknown>;

/** The bridge's server side with real sockets: what an extension sees, and what the service is told. */
describe('bridge hub', () => {
  let server: Listening;
  let hub: BridgeHub;
  let url: string;
  let events: Array<[string, ...unknown[]]>;
  /** What noting an account offline fails with, as the service's does when the database is gone. */
  let offlineFails: Error | undefined;
  const open: WebSocket[] = [];

  beforeEach(async () => {
    events = [];
    offlineFails = undefined;
    const record =
      (name: string) =>
      (...args: unknown[]) => {
        events.push([name, ...args]);
      };
    hub = new BridgeHub(
      async (token) => (token === 'brt_good' ? { accountId: 'acc_kr', blogId: 'demo_kr' } : undefined),
      {
        online: record('online'),
        state: record('state'),
        progress: record('progress'),
        result: record('result'),
        offline: async (...args: unknown[]) => {
          record('offline')(...args);
          if (offlineFails) throw offlineFails;
        },
      },
      { heartbeatSeconds: 0.2 },
    );
    const bridge = http.createServer();
    hub.attach(bridge);
    server = await listen(bridge);
    url = `${server.url.replace(/^http/, 'ws')}/v1/bridge`;
  });
  afterEach(async () => {
    open.forEach((ws) => ws.terminate());
    await hub.close();
    await server.close();
  });

  /** An extension: its socket and the frames it received, in order. */
  async function extension(): Promise<{ ws: WebSocket; frames: Frame[]; closed: Promise<number> }> {
    const ws = new WebSocket(url);
    open.push(ws);
    const frames: Frame[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data))));
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    await new Promise((resolve) => ws.on('open', resolve));
    return { ws, frames, closed };
  }
  const hello = (token = 'brt_good') =>
    JSON.stringify({
      type: 'hello',
      protocol: 1,
      token,
      version: '0.8.0',
      login: { state: 'signed_in' },
      blog: { id: 'demo_kr' },
    });
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(check()).toBe(true);
  };

  it('welcomes a paired extension, relays its messages, and sends it jobs', async () => {
    const ext = await extension();
    ext.ws.send(hello());
    await until(() => ext.frames.length === 1);
    expect(ext.frames[0]).toEqual({
      type: 'welcome',
      accountId: 'acc_kr',
      blogId: 'demo_kr',
      heartbeatSeconds: 0.2,
    });
    expect(hub.isOnline('acc_kr')).toBe(true);
    expect(
      hub.send('acc_kr', {
        type: 'job',
        jobId: 'job_1',
        kind: 'publish',
        attempt: 1,
        payload: { title: 't' },
      }),
    ).toBe(true);
    await until(() => ext.frames.length === 2);
    expect(ext.frames[1]).toMatchObject({ type: 'job', jobId: 'job_1' });
    ext.ws.send(JSON.stringify({ type: 'ping' }));
    ext.ws.send(JSON.stringify({ type: 'state', login: { state: 'signed_out' } }));
    ext.ws.send(JSON.stringify({ type: 'progress', jobId: 'job_1', step: 'typing' }));
    ext.ws.send(
      JSON.stringify({ type: 'result', jobId: 'job_1', ok: true, logNo: '223400000001', url: 'u' }),
    );
    // The pong travels back over the socket while the events are noted here: wait for both.
    await until(() => events.length === 4 && ext.frames.length === 3);
    expect(ext.frames[2]).toEqual({ type: 'pong' });
    expect(events.map((e) => e[0])).toEqual(['online', 'state', 'progress', 'result']);
    expect(events[1]).toEqual(['state', 'acc_kr', { state: 'signed_out' }, undefined]);
  });

  it('refuses a token that is not paired, a first frame that is not hello, and a bad frame, then closes', async () => {
    for (const [first, code] of [
      [hello('brt_bad'), 'bad_token'],
      [JSON.stringify({ type: 'ping' }), 'hello_expected'],
      ['{not json', 'bad_frame'],
      [
        JSON.stringify({
          type: 'hello',
          protocol: 2,
          token: 'brt_good',
          version: '9',
          login: { state: 'signed_in' },
        }),
        'protocol_unsupported',
      ],
    ]) {
      const ext = await extension();
      ext.ws.send(first);
      expect(await ext.closed).toBe(1008);
      expect(ext.frames).toEqual([expect.objectContaining({ type: 'refused', code })]);
    }
    expect(hub.isOnline('acc_kr')).toBe(false);
    expect(events).toEqual([]);
  });

  it('tells the service when the extension goes away, goes silent, or is replaced by a new socket', async () => {
    const first = await extension();
    first.ws.send(hello());
    await until(() => events.length === 1);
    const second = await extension();
    second.ws.send(hello());
    await until(() => events.length === 3);
    expect(events.map((e) => e[0])).toEqual(['online', 'offline', 'online']);
    expect(events[1]).toEqual(['offline', 'acc_kr', 'replaced']);
    // No ping for three heartbeats (0.6 s here): the hub drops the socket.
    await until(() => events.length === 4);
    expect(events[3]).toEqual(['offline', 'acc_kr', 'silent']);
    expect(hub.send('acc_kr', { type: 'pong' })).toBe(false);
    const third = await extension();
    third.ws.send(hello());
    await until(() => events.length === 5);
    third.ws.close();
    await until(() => events.length === 6);
    expect(events[5]).toEqual(['offline', 'acc_kr', 'closed']);
  });

  it('logs a failure to note an account offline when its socket closes, never an unhandled rejection', async () => {
    // An unhandled rejection fails this test (jest reports it as the test's error).
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const ext = await extension();
      ext.ws.send(hello());
      await until(() => events.length === 1);
      offlineFails = new Error('Unable to acquire a connection');
      ext.ws.close();
      await until(() => logged.mock.calls.length > 0);
      expect(logged.mock.calls).toEqual([['bridge: noting acc_kr offline failed', offlineFails]]);
      expect(events[1]).toEqual(['offline', 'acc_kr', 'closed']);
    } finally {
      logged.mockRestore();
    }
  });
});

/** Sockets that have not said a good hello: held few, per address and in all, and only briefly. */
describe('bridge hub: unpaired sockets', () => {
  let server: Listening;
  let hub: BridgeHub;
  let url: string;
  const open: WebSocket[] = [];

  async function start(options: ConstructorParameters<typeof BridgeHub>[2]): Promise<void> {
    const ignore = () => undefined;
    hub = new BridgeHub(
      async (token) => (token === 'brt_good' ? { accountId: 'acc_kr', blogId: 'demo_kr' } : undefined),
      { online: ignore, state: ignore, progress: ignore, result: ignore, offline: ignore },
      options,
    );
    const http1 = http.createServer();
    hub.attach(http1);
    server = await listen(http1);
    url = `${server.url.replace('http:', 'ws:')}/v1/bridge`;
  }
  afterEach(async () => {
    open.forEach((ws) => ws.terminate());
    await hub.close();
    await server.close();
  });

  /** Resolves with the open socket and its frames, or with the HTTP status that refused the upgrade. */
  function connect(): Promise<{ ws: WebSocket; frames: Frame[] } | { status: number; body: Frame }> {
    const ws = new WebSocket(url);
    open.push(ws);
    const frames: Frame[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data))));
    return new Promise((resolve, reject) => {
      ws.on('open', () => resolve({ ws, frames }));
      ws.on('unexpected-response', (_req, res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += String(c)));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      });
      ws.on('error', reject);
    });
  }
  const hello = JSON.stringify({
    type: 'hello',
    protocol: 1,
    token: 'brt_good',
    version: '0.8.0',
    login: { state: 'signed_in' },
  });

  it('refuses an upgrade past the limit in all with 429 rate_limited, whatever the address', async () => {
    await start({ unpairedPerAddress: 10, unpairedTotal: 2 });
    expect(await connect()).toHaveProperty('ws');
    expect(await connect()).toHaveProperty('ws');
    expect(await connect()).toEqual({
      status: 429,
      body: {
        error: {
          code: 'rate_limited',
          limit: 2,
          retryAfter: 10,
          message: 'Over 2 bridge sockets that have not said hello in all; retry in 10 s.',
        },
      },
    });
  });

  it('counts a socket only until its good hello, and keeps a paired one past the hello wait', async () => {
    await start({ unpairedPerAddress: 1, helloSeconds: 0.2, heartbeatSeconds: 1 });
    const opened = await connect();
    expect(opened).toHaveProperty('ws');
    const first = opened as { ws: WebSocket; frames: Frame[] };
    first.ws.send(hello);
    await new Promise((resolve) => first.ws.once('message', resolve));
    expect(first.frames).toEqual([expect.objectContaining({ type: 'welcome' })]);
    // Paired: its place is free, and the short wait for a hello no longer applies to it.
    const second = await connect();
    expect(second).toHaveProperty('ws');
    const secondClosed = new Promise<number>((resolve) =>
      (second as { ws: WebSocket }).ws.on('close', (code) => resolve(code)),
    );
    expect(await secondClosed).toBe(1008);
    expect(hub.isOnline('acc_kr')).toBe(true);
  });
});
