import 'koa';

declare module 'koa' {
  interface Request {
    /** Parsed JSON body (api/middleware/body.ts). */
    body?: unknown;
  }
}
