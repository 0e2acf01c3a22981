import http from 'node:http';

/**
 * A small JSON client over keep-alive HTTP/1.1 connections: the bench process shares the two
 * cores with the service, so it uses node:http directly rather than fetch.
 */
export interface Answer {
  status: number;
  // Bench code reads the fields it checks.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

export class ApiClient {
  private readonly base: URL;

  constructor(
    url: string,
    private readonly key: string,
    private readonly workspace = 'demo',
  ) {
    this.base = new URL(url);
  }

  call(method: string, path: string, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers: Record<string, string | number> = {
      authorization: `Bearer ${this.key}`,
      'x-service-workspace': this.workspace,
    };
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = payload.length;
    }
    const t0 = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: this.base.hostname, port: this.base.port, method, path, headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const ms = performance.now() - t0;
            const text = Buffer.concat(chunks).toString();
            try {
              resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined, ms });
            } catch (err) {
              reject(err);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** A call that must answer `expected`; anything else stops the benchmark with the answer. */
  async must(method: string, path: string, body: unknown, ...expected: number[]): Promise<Answer> {
    const answer = await this.call(method, path, body);
    if (!expected.includes(answer.status)) {
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer;
  }

  async accountIds(...platforms: string[]): Promise<string[]> {
    const { body } = await this.must('GET', '/v1/accounts', undefined, 200);
    return platforms.map((p) => {
      const account = (body.data as Array<{ id: string; platform: string }>).find((a) => a.platform === p);
      if (!account) throw new Error(`no ${p} account in the demo workspace`);
      return account.id;
    });
  }
}

/** The q-quantile (0..1) of the values, nearest rank. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export function ms(value: number): string {
  return `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
}

/** Runs `task` from `callers` concurrent loops until `until()` is true; returns how many finished. */
export async function closedLoop(
  callers: number,
  until: () => boolean,
  task: (caller: number, n: number) => Promise<void>,
): Promise<number> {
  let n = 0;
  await Promise.all(
    Array.from({ length: callers }, async (_, caller) => {
      while (!until()) {
        const mine = n;
        n += 1;
        await task(caller, mine);
      }
    }),
  );
  return n;
}

/** Runs `task` for 0..total-1 from `callers` concurrent loops. */
export async function forEachConcurrently(
  callers: number,
  total: number,
  task: (n: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(callers, total) }, async () => {
      while (next < total) {
        const mine = next;
        next += 1;
        await task(mine);
      }
    }),
  );
}

/** A unique text per post: the same text to the same account within 10 minutes is a duplicate. */
export function uniqueText(label: string, n: number): string {
  return `${label} ${n} ${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export const sleep = (msDelay: number) => new Promise((r) => setTimeout(r, msDelay));
