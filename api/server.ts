import http from 'node:http';

/** Listens on port and host; a port that is taken fails at once. */
export async function listen(
  handler: http.RequestListener,
  port: number,
  host: string,
): Promise<http.Server> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}

/**
 * From now on `server` answers with `handler`: the API listens while it starts (api/starting-app.ts)
 * and hands its port to the full app once PostgreSQL and Temporal answer, without a moment closed.
 */
export function handOver(server: http.Server, handler: http.RequestListener): void {
  server.removeAllListeners('request');
  server.on('request', handler);
}

/** Stops taking connections, lets requests in flight finish, then resolves. */
export async function close(server: http.Server): Promise<void> {
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
