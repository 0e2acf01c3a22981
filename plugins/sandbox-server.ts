import http from 'node:http';
import type { ChannelPlugin, PlatformEmulator } from '../core/channels/plugin';

export interface SandboxServer {
  server: http.Server;
  emulators: Map<string, PlatformEmulator>;
}

/**
 * Serves every plugin's platform emulator on one port, each under `/<channel id>`: the sandbox
 * base URL of channel `micro` is `<sandbox url>/micro`, and the emulator sees `/2/tweets`.
 */
export function createSandboxServer(plugins: readonly ChannelPlugin[]): SandboxServer {
  const emulators = new Map(plugins.map((p) => [p.id, p.sandbox.createEmulator()]));
  const server = http.createServer((req, res) => {
    const match = /^\/([a-z_]+)(\/.*)?$/.exec(req.url ?? '/');
    const emulator = match ? emulators.get(match[1]) : undefined;
    if (!match || !emulator) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'No such sandbox channel', channels: [...emulators.keys()] }));
      return;
    }
    req.url = match[2] ?? '/';
    emulator.handle(req, res);
  });
  return { server, emulators };
}
