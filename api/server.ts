import http from 'node:http';
import type { DependencyContainer } from 'tsyringe';
import { createApp } from './app';

export async function listen(
  container: DependencyContainer,
  port: number,
  host: string,
): Promise<http.Server> {
  const server = http.createServer(createApp(container).callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}

/** Stops taking connections, lets requests in flight finish, then resolves. */
export async function close(server: http.Server): Promise<void> {
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
