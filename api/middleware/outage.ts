import { DriverException } from '@mikro-orm/core';
import { isGrpcServiceError } from '@temporalio/client';

/** What did not answer: PostgreSQL, Temporal, or some other host the API talks to. */
export type Outage = 'database' | 'temporal' | 'network';

/** Errors from Node's sockets: the other side is not there, or went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that is going away or not taking sessions: admin shutdown, crash shutdown,
 * starting up, too many connections. Class 08 (connection exception) counts too, except 08P01: a
 * protocol violation is a message the server could not read (a NUL in a parameter), our fault.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What pg and knex say when a connection dies or cannot be had in time. */
const DRIVER_MESSAGES =
  /Connection terminated|Connection ended unexpectedly|timeout exceeded when trying to connect|Client has encountered a connection error|Timeout acquiring a connection/i;

/** gRPC status UNAVAILABLE: Temporal's frontend cannot be reached. */
const GRPC_UNAVAILABLE = 14;

/**
 * Whether `err` (or what caused it) means a system the API depends on is not answering, so the
 * same call may work in a moment: the client gets 503 `service_unavailable`, not 500.
 */
export function outageOf(err: unknown): Outage | undefined {
  let current: unknown = err;
  for (let hops = 0; hops < 8 && current instanceof Error; hops++) {
    if (isGrpcServiceError(current) && current.code === GRPC_UNAVAILABLE) return 'temporal';
    const e = current as Error & { code?: unknown; severity?: unknown; cause?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    // A FATAL error ends the session: the connection is gone, whatever the reason.
    if (e.severity === 'FATAL' || e.severity === 'PANIC') return 'database';
    if (UNAVAILABLE_SQLSTATES.has(code) || (/^08[0-9A-Z]{3}$/.test(code) && code !== '08P01')) {
      return 'database';
    }
    if (e.name === 'KnexTimeoutError' || DRIVER_MESSAGES.test(e.message)) return 'database';
    if (NETWORK_CODES.has(code)) return err instanceof DriverException ? 'database' : 'network';
    current = e.cause;
  }
  return undefined;
}
