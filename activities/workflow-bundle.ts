import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The workflow code bundle, made in a short-lived child process (activities/bundle-workflows-main)
 * rather than in the worker: webpack's memory is never handed back to the system, so bundling
 * in-process leaves the worker some 70 MB larger for its whole life. The child runs the way this
 * process runs (tsx from source, or compiled from dist).
 */
export async function bundleWorkflowsApart(): Promise<string> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-workflows-')), 'bundle.js');
  const entry = path.join(__dirname, `bundle-workflows-main${path.extname(__filename)}`);
  try {
    await new Promise<void>((resolve, reject) => {
      execFile(
        process.execPath,
        [...process.execArgv, entry, out],
        { maxBuffer: 16 * 1024 * 1024 },
        (err, _stdout, stderr) =>
          err ? reject(new Error(`bundling the workflows failed: ${stderr || err.message}`)) : resolve(),
      );
    });
    return fs.readFileSync(out, 'utf8');
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}

/**
 * The workflow code for a worker: bundled now, or the bundle a test run built once in its setup
 * (FANOUT_TEST_WORKFLOW_BUNDLE), so that its many short-lived workers do not each spend seconds of
 * CPU on webpack.
 */
export async function workflowBundle(): Promise<string> {
  const prebuilt = process.env.FANOUT_TEST_WORKFLOW_BUNDLE;
  return prebuilt ? fs.promises.readFile(prebuilt, 'utf8') : bundleWorkflowsApart();
}
