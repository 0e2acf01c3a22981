import http from 'node:http';
import type { NativeConnection, Worker } from '@temporalio/worker';
import { settle } from '../core/services/operations/health-service';

/** One answer serves every probe this long, so probes cannot hammer Temporal. */
const CACHE_MS = 2_000;

export interface WorkerReadiness {
  ok: boolean;
  /** Why not, for an operator: what the worker waits for, or Temporal's error. */
  detail?: string;
}

/**
 * What a worker tells an orchestrator (`WORKER_HEALTH_PORT`), kept apart as Kubernetes wants them:
 * `GET /health/live` is 200 while the process answers at all; `GET /health` is 200 only while the
 * worker runs and Temporal answers. A worker waiting for PostgreSQL or Temporal, or cut off from
 * Temporal later, is not ready but alive: restarting it would not bring Temporal back, and it
 * polls again by itself once Temporal answers.
 */
export class WorkerHealth {
  private waitingFor = 'the worker is starting';
  private running?: { worker: Worker; connection: NativeConnection };
  private last?: { at: number; answer: Promise<WorkerReadiness> };

  /** For untilReady's `onWaiting`: what the worker waits for meanwhile. */
  waiting(what: string): (reason: string) => void {
    return (reason) => {
      this.waitingFor = `the worker is waiting for ${what}: ${reason}`;
    };
  }

  started(worker: Worker, connection: NativeConnection): void {
    this.running = { worker, connection };
  }

  ready(): Promise<WorkerReadiness> {
    const now = Date.now();
    if (this.last && now - this.last.at < CACHE_MS) return this.last.answer;
    const answer = this.measure();
    this.last = { at: now, answer };
    return answer;
  }

  private async measure(): Promise<WorkerReadiness> {
    if (!this.running) return { ok: false, detail: this.waitingFor };
    const state = this.running.worker.getState();
    if (state !== 'RUNNING') return { ok: false, detail: `the worker is ${state.toLowerCase()}` };
    // The API's own timed check: Temporal may take CHECK_TIMEOUT_MS before the worker counts as not ready.
    const answered = await settle(this.running.connection.workflowService.getSystemInfo({}));
    if (answered.ok) return { ok: true };
    return { ok: false, detail: `Temporal does not answer: ${answered.detail.split('\n')[0]}` };
  }
}

/** Serves `health` on port and host; resolves once listening, with its close. */
export async function serveWorkerHealth(
  health: WorkerHealth,
  port: number,
  host: string,
): Promise<() => Promise<void>> {
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET') return answer(405, { ok: false, detail: 'GET only' });
    if (path === '/health/live') return answer(200, { ok: true });
    if (path !== '/health') return answer(404, { ok: false, detail: 'GET /health or /health/live' });
    void health.ready().then((readiness) => answer(readiness.ok ? 200 : 503, readiness));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
