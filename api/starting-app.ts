import Koa from 'koa';
import { processName, type Check, type Health } from '../core/services/operations/health-service';
import { errors, unavailable } from './middleware/errors';
import { requestId } from './middleware/request-id';

type Dependency = 'database' | 'temporal';

/** How far the API got in reaching PostgreSQL and Temporal at start, as /health shows it meanwhile. */
export class StartupWaits {
  private readonly checks: Record<Dependency, Check> = {
    database: { ok: false, detail: 'the API is connecting to it' },
    temporal: { ok: false, detail: 'the API is connecting to it' },
  };

  /** For untilReady's `onWaiting`: the last reason `dependency` did not answer. */
  waiting(dependency: Dependency): (reason: string) => void {
    return (reason) => {
      this.checks[dependency] = { ok: false, detail: `the API is waiting for it: ${reason}` };
    };
  }

  reached(dependency: Dependency): void {
    this.checks[dependency] = { ok: true };
  }

  health(): Health {
    return {
      ok: false,
      process: processName,
      checks: {
        ...this.checks,
        worker: { ok: false, detail: 'not checked until the API has started' },
      },
    };
  }
}

/**
 * What the API answers while it starts. It listens at once, so a load balancer or an operator gets
 * an answer saying why it does not serve yet rather than a refused connection: /health is 503 and
 * names what it waits for; every other call is 503 `service_unavailable` with Retry-After, as
 * during an outage, so a client retries.
 */
export function startingApp(waits: StartupWaits): Koa {
  const app = new Koa();
  app.use(requestId);
  app.use(errors);
  app.use((ctx) => {
    if (ctx.method !== 'GET' || ctx.path !== '/health') throw unavailable(ctx.state.requestId as string);
    ctx.status = 503;
    ctx.body = waits.health();
  });
  return app;
}
