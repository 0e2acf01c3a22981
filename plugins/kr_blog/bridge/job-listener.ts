import pg from 'pg';
import { untilReady } from '../../../core/runtime/until-ready';
import { BRIDGE_NOTIFY_CHANNEL } from '../../../core/services/accounts/bridge-jobs';

/**
 * Hears the jobs the workers announce (`pg_notify` on BRIDGE_NOTIFY_CHANNEL) on a connection of its
 * own, and keeps hearing them: a connection lost (a database restart, an outage) or never opened is
 * opened again with back-off and LISTENs again. A notification sent while no connection listened is
 * gone for good, so once listening again `deafSince` hears when it stopped, to send what it missed.
 */
export function listenForJobs(
  databaseUrl: string | undefined,
  handlers: { job(jobId: string): void; deafSince(since: Date): void },
): { close(): Promise<void> } {
  let closed = false;
  let client: pg.Client | undefined;
  /** Since when nothing listens: the start, or the moment the connection was lost. */
  let deafSince: Date | undefined = new Date();
  let logged = false;

  const open = async (): Promise<pg.Client> => {
    if (closed) throw new Error('the bridge closed');
    const c = new pg.Client({ connectionString: databaseUrl });
    // A failing connect rejects; its error event must not stop the process.
    c.on('error', () => undefined);
    try {
      await c.connect();
      await c.query(`listen ${BRIDGE_NOTIFY_CHANNEL}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    return c;
  };

  const lost = (c: pg.Client, reason: string) => {
    if (closed || client !== c) return;
    client = undefined;
    deafSince = new Date();
    logged = true;
    console.error(
      `bridge: lost the connection listening for jobs (${reason}); listening again with back-off`,
    );
    c.removeAllListeners('notification');
    void c.end().catch(() => undefined);
    connect();
  };

  const connect = () => {
    void untilReady('the bridge job listener', open, {
      // One line when it is lost and one when it listens again, not one per try.
      log: () => undefined,
      onWaiting: (reason) => {
        if (logged) return;
        logged = true;
        console.error(`bridge: cannot listen for jobs yet (${reason}); retrying with back-off`);
      },
      stopped: () => closed,
      maxDelayMs: 10_000,
    })
      .then((c) => {
        if (closed) return void c.end().catch(() => undefined);
        client = c;
        c.on('notification', (note) => {
          if (note.channel === BRIDGE_NOTIFY_CHANNEL && note.payload) handlers.job(note.payload);
        });
        c.on('error', (err) => lost(c, err.message));
        c.on('end', () => lost(c, 'connection ended'));
        if (logged) console.error('bridge: listening for jobs again');
        logged = false;
        const since = deafSince!;
        deafSince = undefined;
        handlers.deafSince(since);
      })
      // Only a close stops the retries.
      .catch(() => undefined);
  };
  connect();

  return {
    async close() {
      closed = true;
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
