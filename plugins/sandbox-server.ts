import http from 'node:http';
import path from 'node:path';
import type { ChannelPlugin, PlatformEmulator } from '../core/channels/plugin';
import type { MailCatcher } from '../core/sandbox/mail-catcher';
import { SandboxWebhookReceiver } from '../core/sandbox/webhook-receiver';

export interface SandboxServer {
  server: http.Server;
  emulators: Map<string, PlatformEmulator>;
  /** A receiver for outbound webhooks at `/_webhooks` (core/sandbox/webhook-receiver.ts). */
  webhooks: SandboxWebhookReceiver;
}

/**
 * Serves every plugin's platform emulator on one port, each under `/<channel id>`: the sandbox
 * base URL of channel `micro` is `<sandbox url>/micro`, and the emulator sees `/2/tweets`.
 * With `stateDir`, each emulator keeps its state in `<stateDir>/<channel id>.json` across restarts.
 */
export function createSandboxServer(
  plugins: readonly ChannelPlugin[],
  options: {
    stateDir?: string;
    mail?: MailCatcher;
    /** Stripe's webhooks played by the sandbox (core/sandbox/stripe-events.ts), when billing has a webhook secret. */
    stripeEvents?: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
  } = {},
): SandboxServer {
  const emulators = new Map(plugins.map((p) => [p.id, p.sandbox.createEmulator()]));
  if (options.stateDir) {
    for (const [id, emulator] of emulators) emulator.persistTo(path.join(options.stateDir, `${id}.json`));
  }
  const webhooks = new SandboxWebhookReceiver();
  const server = http.createServer((req, res) => {
    if (webhooks.handle(req, res)) return;
    if (options.stripeEvents && req.method === 'POST' && /^\/_stripe\/events\/?$/.test(req.url ?? '')) {
      void options.stripeEvents(req, res);
      return;
    }
    // The mail the service sent (its SMTP catcher): GET /_mail.
    if (options.mail && /^\/_mail\/?(\?.*)?$/.test(req.url ?? '')) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ messages: options.mail.messages() }));
      return;
    }
    const match = /^\/([a-z_]+)(\/.*)?$/.exec(req.url ?? '/');
    const emulator = match ? emulators.get(match[1]) : undefined;
    if (!match || !emulator) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'No such sandbox channel', channels: [...emulators.keys()] }));
      return;
    }
    // Where the emulator is mounted, for the ones that answer absolute addresses of their own pages.
    req.headers['x-emulator-base'] = `/${match[1]}`;
    req.url = match[2] ?? '/';
    emulator.handle(req, res);
  });
  return { server, emulators, webhooks };
}
