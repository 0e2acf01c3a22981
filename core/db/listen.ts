import pg from 'pg';
import { untilReady } from '../runtime/until-ready';

export interface Listening {
  /** True while a connection listens: a notice sent now is heard. */
  readonly hearing: boolean;
  close(): Promise<void>;
}

/**
 * Hears `channel`'s notices (`pg_notify`) on a connection of its own, and keeps hearing them: a
 * connection lost (a database restart, an outage) or never opened is opened again with back-off
 * and LISTENs again. A notice sent while no connection listened is gone for good, so once listening
 * again `deafSince` hears when it stopped, to make up what it missed. `who` and `what` name it in
 * the one line logged when it is lost and the one when it hears again ("bridge", "jobs").
 */
export function listen(
  databaseUrl: string | undefined,
  options: {
    channel: string;
    who: string;
    what: string;
    notice(payload: string): void;
    deafSince?(since: Date): void;
  },
): Listening {
  const { channel, who, what } = options;
  let closed = false;
  let client: pg.Client | undefined;
  /** Since when nothing listens: the start, or the moment the connection was lost. */
  let deafSince: Date | undefined = new Date();
  let logged = false;

  const open = async (): Promise<pg.Client> => {
    if (closed) throw new Error(`${who} closed`);
    const c = new pg.Client({ connectionString: databaseUrl });
    // A failing connect rejects; its error event must not stop the process.
    c.on('error', () => undefined);
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
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
      `${who}: lost the connection listening for ${what} (${reason}); listening again with back-off`,
    );
    c.removeAllListeners('notification');
    void c.end().catch(() => undefined);
    connect();
  };

  const connect = () => {
    void untilReady(`the ${who} ${what} listener`, open, {
      // One line when it is lost and one when it listens again, not one per try.
      log: () => undefined,
      onWaiting: (reason) => {
        if (logged) return;
        logged = true;
        console.error(`${who}: cannot listen for ${what} yet (${reason}); retrying with back-off`);
      },
      stopped: () => closed,
      maxDelayMs: 10_000,
    })
      .then((c) => {
        if (closed) return void c.end().catch(() => undefined);
        client = c;
        c.on('notification', (note) => {
          if (note.channel === channel && note.payload) options.notice(note.payload);
        });
        c.on('error', (err) => lost(c, err.message));
        c.on('end', () => lost(c, 'connection ended'));
        if (logged) console.error(`${who}: listening for ${what} again`);
        logged = false;
        const since = deafSince!;
        deafSince = undefined;
        options.deafSince?.(since);
      })
      // Only a close stops the retries.
      .catch(() => undefined);
  };
  connect();

  return {
    get hearing() {
      return client !== undefined;
    },
    async close() {
      closed = true;
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
