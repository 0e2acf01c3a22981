import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { guardUpload, UploadStoppedError } from '../../core/media/upload-guard';

const sink = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });

describe('the upload guard', () => {
  it('ends a body that stalls before anyone reads it without an unhandled error; the late reader gets the stop', async () => {
    const source = new PassThrough();
    source.write(Buffer.alloc(10));
    const upload = guardUpload(source, { stallMs: 20, maxMs: 10_000 });
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      // The reader comes late, as the API's does when its database look-up is slow.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(pipeline(upload.body, sink())).rejects.toMatchObject({ reason: 'stalled', limitMs: 20 });
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      upload.done();
    }
  });

  it('passes a body that keeps moving through whole', async () => {
    const source = new PassThrough();
    const upload = guardUpload(source, { stallMs: 1_000, maxMs: 10_000 });
    const chunks: Buffer[] = [];
    const reading = pipeline(
      upload.body,
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
      }),
    );
    source.end(Buffer.from('whole'));
    await reading;
    expect(Buffer.concat(chunks).toString()).toBe('whole');
    expect(new UploadStoppedError('too_long', 60_000).message).toContain('1 minute(s)');
  });
});
