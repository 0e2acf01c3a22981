import WebSocket from 'ws';
import { BridgeJobs } from '../../core/services/accounts/bridge-jobs';
import type { ServerMessage } from '../../plugins/kr_blog/bridge/protocol';
import { CURRENT_EXTENSION_VERSION } from '../../plugins/kr_blog/bridge/versions';
import { startHarness, type Harness } from '../support/harness';
import { until } from '../support/wait';

/**
 * A refusal whose code the catalogue lacks (a newer extension's, or a broken one's) is answered
 * with the spec's `bridge_unsupported`, the extension's own code in the message, never a 500.
 * The extension here is the protocol spoken by hand, as any extension may speak it.
 */
describe('kr extension refusing with a code the service does not know', () => {
  let h: Harness;
  let socket: WebSocket;
  const answers: Record<string, Record<string, unknown>> = {
    drafts: { ok: true, data: { drafts: [{ logNo: '100', title: 'a draft', createdAt: '2026-01-01' }] } },
    publishDraft: { ok: false, code: 'kr_brand_new_refusal', detail: 'the editor moved on' },
  };

  beforeAll(async () => {
    h = await startHarness({ worker: false });
    const accountId = await h.accountId('kr_blog');
    const accounts = (await h.call('GET', '/v1/accounts')).body.data as Array<{ id: string; handle: string }>;
    const handle = accounts.find((a) => a.id === accountId)!.handle;
    const token = await h.container.resolve(BridgeJobs).pair(accountId);
    socket = new WebSocket(`${h.url.replace(/^http/, 'ws')}/v1/bridge`);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      if (message.type !== 'job') return;
      socket.send(JSON.stringify({ type: 'result', jobId: message.jobId, ...answers[message.kind] }));
    });
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(
      JSON.stringify({
        type: 'hello',
        protocol: 1,
        token,
        version: CURRENT_EXTENSION_VERSION,
        login: { state: 'signed_in', user: handle },
        blog: { id: handle },
      }),
    );
    await until(
      async () => (await h.call('GET', '/v1/channels/bridge')).body.data[0].bridge.state === 'online',
      10_000,
      'the extension to be online',
    );
  });
  afterAll(async () => {
    socket?.close();
    await h?.close();
  });

  it('answers a draft publish refused that way with bridge_unsupported, naming the code', async () => {
    const res = await h.call('POST', '/v1/kr/drafts/100/publish', { wait: true });
    expect([res.status, res.body.error]).toEqual([
      503,
      {
        code: 'bridge_unsupported',
        logNo: '100',
        message:
          'The extension answered kr_brand_new_refusal, a code this service does not know: the editor moved on',
      },
    ]);
  });

  it('answers a draft box read refused that way with bridge_unsupported', async () => {
    answers.drafts = { ok: false, code: 'kr_brand_new_refusal' };
    const res = await h.call('GET', '/v1/kr/drafts');
    expect([res.status, res.body.error]).toEqual([
      503,
      {
        code: 'bridge_unsupported',
        message: 'The extension answered kr_brand_new_refusal, a code this service does not know.',
      },
    ]);
  });
});
