import type { Client } from '@temporalio/client';

/**
 * Waits up to `ms` for the open run of `workflowId` to end; false when it is still running. A
 * failed run is an end too: the database rows the run wrote say what happened.
 */
export async function waitForRunEnd(client: Client, workflowId: string, ms: number): Promise<boolean> {
  const handle = client.workflow.getHandle(workflowId);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      handle.result().then(
        () => true,
        () => true,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
