import { Context } from '@temporalio/activity';
import type { Client } from '@temporalio/client';
import { Client as PgClient } from 'pg';

/**
 * Counts the round trips the service makes, in the test's own process (the harness runs the API
 * and the worker there): every statement sent to PostgreSQL, at the driver (so BEGIN and COMMIT
 * count, and whatever the ORM or knex sends on its own), and every gRPC call of the API's Temporal
 * client. A statement made inside an activity is put down to that activity (its type, and whether
 * it ran local); any other to the API.
 */
export interface Statement {
  /** `api`, or the activity's type, e.g. `publishTargetItem`. */
  phase: string;
  local: boolean;
  sql: string;
}

export class RoundTrips {
  statements: Statement[] = [];
  grpc: string[] = [];
  private on = false;
  private readonly undo: Array<() => void> = [];

  /** Starts listening to the pg driver and to `client`'s calls (counting starts with `start`). */
  static attach(client: Client): RoundTrips {
    const trips = new RoundTrips();
    const query = PgClient.prototype.query;
    const patchedQuery = function (this: PgClient, ...args: unknown[]) {
      if (trips.on) trips.statements.push({ ...phaseNow(), sql: sqlOf(args[0]) });
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    };
    PgClient.prototype.query = patchedQuery as typeof PgClient.prototype.query;
    trips.undo.push(() => (PgClient.prototype.query = query));

    // The connection's service is a plain object of methods (the SDK's namespace header wrapper).
    const service = client.workflowService as unknown as Record<string, unknown>;
    for (const [name, method] of Object.entries(service)) {
      if (typeof method !== 'function') continue;
      service[name] = (...args: unknown[]) => {
        if (trips.on) trips.grpc.push(name);
        return (method as (...a: unknown[]) => unknown)(...args);
      };
      trips.undo.push(() => (service[name] = method));
    }
    return trips;
  }

  start(): void {
    this.statements = [];
    this.grpc = [];
    this.on = true;
  }

  stop(): void {
    this.on = false;
  }

  detach(): void {
    this.stop();
    this.undo.forEach((u) => u());
  }

  /** Statements per phase, e.g. `{ api: 9, startPublishing: 4, publishTargetItem: 14, settlePost: 12 }`. */
  byPhase(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const s of this.statements) out[s.phase] = (out[s.phase] ?? 0) + 1;
    return out;
  }

  /** The statements of one phase, one line each (for a failure message). */
  listing(phase: string): string[] {
    return this.statements.filter((s) => s.phase === phase).map((s) => s.sql.slice(0, 160));
  }

  /** gRPC calls by method, e.g. `{ startWorkflowExecution: 1 }`. */
  grpcByMethod(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const name of this.grpc) out[name] = (out[name] ?? 0) + 1;
    return out;
  }
}

function phaseNow(): { phase: string; local: boolean } {
  try {
    const { info } = Context.current();
    return { phase: info.activityType, local: info.isLocal };
  } catch {
    return { phase: 'api', local: false };
  }
}

function sqlOf(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg && typeof arg === 'object' && 'text' in arg) return String((arg as { text: unknown }).text);
  return String(arg);
}
