import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A server of the tests' own (an emulator, a file server, a platform that misbehaves) on a port. */
export interface Listening {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** Drops open connections too (keep-alive ones would hold the run open), then stops listening. */
  close(): Promise<void>;
}

/**
 * Serves `handler` (or listens with a server already made) on a free loopback port, or on `port`
 * (a server restarted where its URLs already point).
 */
export async function listen(handler: http.RequestListener | http.Server, port = 0): Promise<Listening> {
  const server = handler instanceof http.Server ? handler : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A platform emulator (core/sandbox/koa-emulator.ts) served over HTTP, as `listen` serves a handler. */
export async function serveEmulator(
  emulator: { handle(req: http.IncomingMessage, res: http.ServerResponse): void },
  port = 0,
): Promise<Listening> {
  return listen((req, res) => emulator.handle(req, res), port);
}
