import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `attempt` until it succeeds, waiting 1 s, 2 s, 4 s... up to `maxDelayMs` between tries and
 * printing what it waits for. A process that starts while PostgreSQL or Temporal is away (a
 * restart, a deploy in the wrong order) then comes up by itself once they are back.
 * `stopped` ends the wait early (a shutdown asked for meanwhile): the last error is thrown.
 * `onWaiting` hears each failed try, so /health can say what the process waits for meanwhile.
 */
export async function untilReady<T>(
  what: string,
  attempt: () => Promise<T>,
  options: {
    log?: (line: string) => void;
    maxDelayMs?: number;
    stopped?: () => boolean;
    onWaiting?: (reason: string) => void;
  } = {},
): Promise<T> {
  const log = options.log ?? ((line: string) => console.log(line));
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  let delayMs = 1_000;
  for (let tries = 1; ; tries += 1) {
    try {
      const value = await attempt();
      if (tries > 1) log(`${what} is ready after ${tries} tries`);
      return value;
    } catch (err) {
      if (options.stopped?.()) throw err;
      const reason = (err as Error)?.message?.split('\n')[0] ?? String(err);
      log(`waiting for ${what} (${reason}); retrying in ${delayMs / 1000} s`);
      options.onWaiting?.(reason);
      await sleep(delayMs);
      delayMs = Math.min(maxDelayMs, delayMs * 2);
    }
  }
}
