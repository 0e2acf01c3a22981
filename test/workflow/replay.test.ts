import fs from 'node:fs';
import path from 'node:path';
import { temporal } from '@temporalio/proto';
import { Worker } from '@temporalio/worker';
import { installRuntime } from '../../activities/worker';

/**
 * Today's workflow code replays the histories of runs an earlier release made
 * (test/workflow/histories/, saved by record-histories.ts): a change that would break a run in
 * flight at an upgrade (a step added, removed or reordered without a patch) fails here, before a
 * worker meets such a run in production.
 */
const dir = path.join(__dirname, 'histories');
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.binpb'))
  .sort();

function histories() {
  return files.map((file) => ({
    workflowId: file,
    history: temporal.api.history.v1.History.decode(fs.readFileSync(path.join(dir, file))),
  }));
}

describe('replaying recorded histories', () => {
  beforeAll(() => installRuntime());

  it('has histories of every workflow type a publish, an edit, a delete, engagement, a DM and a webhook make', () => {
    const types = new Set(files.map((f) => f.replace(/-\d+\.binpb$/, '')));
    for (const type of [
      'publishPost',
      'editPost',
      'deletePost',
      'engage',
      'deliverComment',
      'deliverWebhooks',
    ]) {
      expect(types).toContain(type);
    }
  });

  it('replays each of them without a determinism error', async () => {
    const failed: string[] = [];
    let replayed = 0;
    for await (const result of Worker.runReplayHistories(
      { workflowsPath: require.resolve('../../workflows'), replayName: 'replay-test' },
      histories(),
    )) {
      replayed += 1;
      if (result.error) failed.push(`${result.workflowId}: ${result.error.message}`);
    }
    expect(failed).toEqual([]);
    expect(replayed).toBe(files.length);
  }, 120_000);
});
