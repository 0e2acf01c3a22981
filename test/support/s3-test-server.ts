import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A real S3-compatible server on a free loopback port, with one empty bucket. */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The app's environment for it: FANOUT_MEDIA_STORAGE=s3 and the S3_* variables. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 30_000;

/**
 * Starts s3rver (npm) in a child process. It speaks S3's REST API, including multipart uploads,
 * ranges, copies and presigned URLs, but does not check SigV4 signatures: a URL's signature is
 * not proven here, its path, headers and bytes are.
 */
export async function startS3TestServer(bucket = 'fanout-media'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-s3-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 's3rver-main.ts'), directory, bucket],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let port: number;
  try {
    port = await firstLine(child);
  } catch (err) {
    child.kill('SIGKILL');
    fs.rmSync(directory, { recursive: true, force: true });
    throw err;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's built-in account; any signature passes.
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    env: {
      FANOUT_MEDIA_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

function firstLine(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('s3rver did not start in time')), STARTUP_TIMEOUT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n')) {
        clearTimeout(timer);
        try {
          resolve((JSON.parse(line) as { port: number }).port);
        } catch {
          reject(new Error(`s3rver said: ${line}`));
        }
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited with ${code} before it listened`));
    });
  });
}
