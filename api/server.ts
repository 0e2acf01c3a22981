import http from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError } from '../core/errors/app-error';
import { rawErrorAnswer } from '../core/http/raw-error-answer';

/** Listens on port and host; a port that is taken fails at once. */
export async function listen(
  handler: http.RequestListener,
  port: number,
  host: string,
): Promise<http.Server> {
  const server = apiServer(handler);
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

/** How long an idle kept-alive connection stays open (see apiServer). */
export const KEEP_ALIVE_MS = 65_000;

/** The API's HTTP server: `handler` for requests, and the error object for those Node refuses itself. */
export function apiServer(handler?: http.RequestListener): http.Server {
  // Node closes an idle kept-alive connection after 5 s, racing clients and proxies that reuse it
  // (a request written as it closes fails with "socket hang up"); proxies keep theirs up to 60 s
  // (an AWS load balancer's default), so the server waits longer than they do.
  const server = http.createServer(
    { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1000 },
    handler,
  );
  server.on('clientError', answerClientError);
  return server;
}

const CLOSE_GRACE_MS = 2_000;

/**
 * Node's parser refuses a request before any middleware sees it when its URL and headers pass
 * `maxHeaderSize` (16 KB): that 431 gets the error object (there is no spec code for it; the
 * closest is `invalid_params`, with +limit) and a request id like every answer, though it is not
 * logged (nothing read says whose it is). Any other parse failure is answered as Node would.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  // A client that never closes its side is dropped; a moment first, so it can read the answer.
  setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
  // As Node does: nothing is written into an answer already on its way on this connection.
  const answering = (socket as { _httpMessage?: http.ServerResponse })._httpMessage;
  if (!socket.writable || answering?.headersSent) {
    socket.destroy(err);
    return;
  }
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    const limit = http.maxHeaderSize;
    const message = `The URL and headers together are over ${limit} bytes; send a shorter URL (a body for long input) or fewer headers.`;
    socket.end(rawErrorAnswer(AppError.of('invalid_params', { limit }, message, 431)));
    return;
  }
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
}
