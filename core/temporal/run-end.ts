import type { Client } from '@temporalio/client';

/**
 * Waits up to `ms` for the open run of `workflowId` to end; false when it is still running. A
 * failed run is an end too: the database rows the run wrote say what happened.
 */
export async function waitForRunEnd(client: Client, workflowId: string, ms: number): Promise<boolean> {
  return (await runEnd(client, workflowId, ms)).ended;
}

/** `waitForRunEnd`, with what the run returned (none when it failed). */
export async function runEnd(
  client: Client,
  workflowId: string,
  ms: number,
): Promise<{ ended: boolean; result?: unknown }> {
  const handle = client.workflow.getHandle(workflowId);
  // The long poll for the result is cancelled when the wait timed out: left running, every answer
  // given before the run ended (202) kept a call open until the run ended, and one still retrying
  // when the connection closed threw from the SDK's retry timer. A poll that answered is closed
  // already: aborting it anyway cost about 0.5 ms of the API's CPU a `wait: true` post, for nothing.
  const stop = new AbortController();
  let outcome: { ended: boolean; result?: unknown } = { ended: false };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ ended: false }>((resolve) => {
    timer = setTimeout(() => resolve({ ended: false }), ms);
  });
  try {
    outcome = await Promise.race([
      client
        .withAbortSignal(stop.signal, () => handle.result())
        .then(
          (result: unknown) => ({ ended: true, result }),
          () => ({ ended: true }),
        ),
      timeout,
    ]);
    return outcome;
  } finally {
    clearTimeout(timer);
    if (!outcome.ended) stop.abort();
  }
}
