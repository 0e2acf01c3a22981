import net from 'node:net';

/** A dependency that can be switched on and off under a fixed address: see `tcpForwarder`. */
export interface TcpForwarder {
  /** `127.0.0.1:<port>`: what the process under test is configured with. */
  address: string;
  port: number;
  /** Starts forwarding to the real server: the dependency "comes back". */
  open(): Promise<void>;
  /** Drops every connection and refuses new ones: the dependency "goes away". */
  close(): Promise<void>;
}

/**
 * A port that stands for a real server (the tests' PostgreSQL or Temporal) and can be opened and
 * closed, so a process can be started before its dependency answers, or lose it later, without
 * touching the shared servers other suites use. Closed, it refuses connections, as a server that
 * is down does.
 */
export function tcpForwarder(port: number, target: string): TcpForwarder {
  const [targetHost, targetPort] = target.split(':');
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  return {
    address: `127.0.0.1:${port}`,
    port,
    async open() {
      if (server) return;
      server = net.createServer((inbound) => {
        const outbound = net.connect(Number(targetPort), targetHost);
        track(inbound);
        track(outbound);
        inbound.pipe(outbound).pipe(inbound);
        inbound.on('error', () => outbound.destroy());
        outbound.on('error', () => inbound.destroy());
        inbound.once('close', () => outbound.destroy());
        outbound.once('close', () => inbound.destroy());
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async close() {
      const closing = server;
      server = undefined;
      sockets.forEach((s) => s.destroy());
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
}
