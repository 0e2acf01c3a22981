import S3rver from 's3rver';

/**
 * An S3-compatible server (s3rver, files under a folder) for the S3 storage tests, run as its own
 * process so its memory is not counted as ours. Args: folder, bucket. Prints `{"port":N}` once
 * listening; stops on SIGTERM or when the parent's pipe on stdin closes.
 */
async function main(): Promise<void> {
  const [directory, bucket] = process.argv.slice(2);
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const stop = () => void server.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.stdin.on('end', stop);
  process.stdin.resume();
  process.stdout.write(`${JSON.stringify({ port })}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
