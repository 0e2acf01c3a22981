import fs from 'node:fs';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { temporal } from '@temporalio/proto';

/**
 * `node --import tsx test/workflow/record-histories.ts [limit per type]`: saves the histories of
 * closed runs from a running service (TEMPORAL_ADDRESS, default 127.0.0.1:7233) into
 * test/workflow/histories/, for the replay suite (replay.test.ts). Run it against a service of the
 * release before a workflow change, after driving the shapes worth keeping (the guide's runnable
 * walks do most), so the change is checked against runs the old code made. Of each type it keeps
 * runs of different lengths first: a different length is most often a different path.
 */
async function main(): Promise<void> {
  const perType = Number(process.argv[2] ?? 4);
  const address = process.env.TEMPORAL_ADDRESS ?? '127.0.0.1:7233';
  const namespace = process.env.TEMPORAL_NAMESPACE ?? 'default';
  const client = new Client({ connection: await Connection.connect({ address }), namespace });
  const dir = path.join(__dirname, 'histories');
  fs.mkdirSync(dir, { recursive: true });
  const kept = new Map<string, Set<number>>();
  for await (const run of client.workflow.list({ query: `ExecutionStatus != 'Running'` })) {
    const lengths = kept.get(run.type) ?? new Set<number>();
    if (lengths.size >= perType || lengths.has(run.historyLength)) continue;
    const history = await client.workflow.getHandle(run.workflowId, run.runId).fetchHistory();
    // Protobuf's binary form: the SDK's JSON helpers trip over two protobufjs copies in this install.
    const file = `${run.type}-${run.historyLength}.binpb`;
    fs.writeFileSync(path.join(dir, file), temporal.api.history.v1.History.encode(history).finish());
    lengths.add(run.historyLength);
    kept.set(run.type, lengths);
    console.log(`kept ${file} (${run.workflowId})`);
  }
  await client.connection.close();
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
