import http from 'node:http';
import { Pool } from 'pg';
import { chatSandboxAccount } from '../../plugins/chat/sandbox';

/** Where the reference sends: the service's sandbox emulators and its database. */
export interface ReferenceTargets {
  sandboxUrl: string;
  databaseUrl: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * The reference's one step (test/bench/reference-workflows.ts): one `sendMessage` to the chat
 * emulator over keep-alive HTTP, then one insert of its answer, the least a send can do.
 */
export function createReferenceActivities({ sandboxUrl, databaseUrl }: ReferenceTargets) {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined);
  const account = chatSandboxAccount('bench_reference');
  const url = new URL(`${sandboxUrl}/chat/bot${account.credentials.botToken}/sendMessage`);
  let table: Promise<unknown> | undefined;
  return {
    async benchSend(text: string): Promise<string> {
      table ??= pool.query(
        'create table if not exists bench_reference_sends (id bigserial primary key, external_id text not null, sent_at timestamptz not null)',
      );
      await table;
      const externalId = await sendMessage(url, { chat_id: account.externalAccountId, text });
      await pool.query('insert into bench_reference_sends (external_id, sent_at) values ($1, now())', [
        externalId,
      ]);
      return externalId;
    },
    async close(): Promise<void> {
      await pool.end();
    },
  };
}

export type ReferenceActivities = Omit<ReturnType<typeof createReferenceActivities>, 'close'>;

function sendMessage(url: URL, body: object): Promise<string> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString()) as {
            ok: boolean;
            result?: { message_id: number };
            description?: string;
          };
          if (answer.ok && answer.result) resolve(String(answer.result.message_id));
          else reject(new Error(`sendMessage: ${res.statusCode} ${answer.description}`));
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
