import http from 'node:http';
import type { AppError } from '../errors/app-error';
import { newId } from '../ids';

/**
 * A whole HTTP/1.1 answer carrying the error object, as bytes to write on a raw socket: for a
 * request refused before any Koa middleware can answer it (Node's parser refusing its headers, a
 * WebSocket upgrade). It closes the connection and, like every answer, carries a request id.
 */
export function rawErrorAnswer(error: AppError): string {
  const body = JSON.stringify(error.toBody());
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'x-request-id': newId('req'),
    ...error.headers,
    Connection: 'close',
  };
  return [
    `HTTP/1.1 ${error.status} ${http.STATUS_CODES[error.status] ?? ''}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    body,
  ].join('\r\n');
}
