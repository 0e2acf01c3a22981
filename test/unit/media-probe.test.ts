import {
  aspectRatio,
  detectType,
  imageSize,
  parseMoov,
  probe,
  type RangeReader,
} from '../../core/media/probe';
import { parseRange } from '../../core/services/media/media-download-service';
import { UrlSigner } from '../../core/media/signed-urls';
import * as f from '../support/media-files';

/** A RangeReader over a buffer that counts what it was asked for. */
function reader(buf: Buffer): RangeReader & { asked: number } {
  const read = (async (offset: number, length: number) => {
    read.asked += Math.min(length, Math.max(0, buf.length - offset));
    return buf.subarray(offset, offset + length);
  }) as RangeReader & { asked: number };
  read.asked = 0;
  return read;
}

const probeOf = (buf: Buffer) => probe(reader(buf), buf.length);

describe('detectType (magic bytes, never the name)', () => {
  it.each([
    ['JPEG', f.jpeg(10, 10), 'image/jpeg', 'image'],
    ['PNG', f.png(10, 10), 'image/png', 'image'],
    ['GIF', f.gif(10, 10), 'image/gif', 'gif'],
    ['WebP', f.webpLossy(10, 10), 'image/webp', 'image'],
    ['MP4', f.mp4({ width: 2, height: 2, durationSec: 1 }), 'video/mp4', 'video'],
    ['MOV', f.mp4({ width: 2, height: 2, durationSec: 1, brand: 'qt  ' }), 'video/quicktime', 'video'],
    ['PDF', f.pdf(), 'application/pdf', 'document'],
    ['HWP (OLE)', f.hwp(), 'application/x-hwp', 'document'],
    ['HWPX', f.hwpx(), 'application/hwp+zip', 'document'],
  ])('knows %s', (_name, bytes, contentType, kind) => {
    expect(detectType(bytes)).toEqual({ contentType, kind });
  });

  it('knows nothing else: text, an ordinary zip, a HEIC image, an empty file', () => {
    expect(detectType(Buffer.from('hello, this is text'))).toBeNull();
    expect(detectType(f.hwpx('application/epub+zip'))).toBeNull();
    expect(detectType(f.mp4({ width: 2, height: 2, durationSec: 1, brand: 'heic' }))).toBeNull();
    expect(detectType(Buffer.alloc(0))).toBeNull();
  });
});

describe('imageSize', () => {
  it('reads a JPEG SOF0 and a progressive SOF2 behind other segments', () => {
    expect(imageSize(f.jpeg(640, 480), 'image/jpeg')).toEqual({ width: 640, height: 480 });
    expect(imageSize(f.jpeg(1080, 1350, { sof: 0xc2 }), 'image/jpeg')).toEqual({ width: 1080, height: 1350 });
  });

  it('reads PNG IHDR, the GIF screen and the three WebP flavours', () => {
    expect(imageSize(f.png(1920, 1080), 'image/png')).toEqual({ width: 1920, height: 1080 });
    expect(imageSize(f.gif(320, 240), 'image/gif')).toEqual({ width: 320, height: 240 });
    expect(imageSize(f.webpLossy(800, 600), 'image/webp')).toEqual({ width: 800, height: 600 });
    expect(imageSize(f.webpLossless(801, 601), 'image/webp')).toEqual({ width: 801, height: 601 });
    expect(imageSize(f.webpExtended(4000, 3000), 'image/webp')).toEqual({ width: 4000, height: 3000 });
  });

  it('answers null, not a throw, for a truncated file', () => {
    expect(imageSize(f.jpeg(640, 480).subarray(0, 24), 'image/jpeg')).toBeNull();
    expect(imageSize(f.png(1, 1).subarray(0, 18), 'image/png')).toBeNull();
  });
});

describe('MP4 / MOV', () => {
  it('reads duration from mvhd v0 and size from the video track, not the audio one', () => {
    const moovAt = (buf: Buffer) => buf.subarray(buf.indexOf('moov') - 4);
    expect(parseMoov(moovAt(f.mp4({ width: 1920, height: 1080, durationSec: 12.5 })))).toEqual({
      durationSec: 12.5,
      width: 1920,
      height: 1080,
    });
  });

  it('reads mvhd and tkhd version 1 (64-bit times) with another timescale', async () => {
    const file = f.mp4({ width: 1080, height: 1920, durationSec: 61.2, timescale: 90000, version: 1 });
    expect(await probeOf(file)).toEqual({
      contentType: 'video/mp4',
      kind: 'video',
      width: 1080,
      height: 1920,
      durationSec: 61.2,
    });
  });

  it('finds moov behind a large mdat by reading box headers, not the whole file', async () => {
    const file = f.mp4({ width: 1280, height: 720, durationSec: 3, mdatBytes: 2 * 1024 * 1024 });
    const read = reader(file);
    expect(await probe(read, file.length)).toMatchObject({ width: 1280, height: 720, durationSec: 3 });
    expect(read.asked).toBeLessThan(300 * 1024);
  });

  it('keeps the type but no sizes when moov is missing', async () => {
    const file = f.mp4({ width: 2, height: 2, durationSec: 1 });
    const withoutMoov = file.subarray(0, file.indexOf('moov') - 4);
    expect(await probeOf(withoutMoov)).toEqual({
      contentType: 'video/mp4',
      kind: 'video',
      width: null,
      height: null,
      durationSec: null,
    });
  });
});

describe('probe and aspect ratio', () => {
  it('probes images and leaves documents without sizes', async () => {
    expect(await probeOf(f.png(100, 50))).toMatchObject({ width: 100, height: 50, durationSec: null });
    expect(await probeOf(f.pdf())).toEqual({
      contentType: 'application/pdf',
      kind: 'document',
      width: null,
      height: null,
      durationSec: null,
    });
    expect(await probeOf(Buffer.from('not media'))).toBeNull();
  });

  it('gives width over height to four places', () => {
    expect(aspectRatio(1920, 1080)).toBe(1.7778);
    expect(aspectRatio(1080, 1350)).toBe(0.8);
    expect(aspectRatio(null, 1080)).toBeNull();
  });
});

describe('parseRange', () => {
  it('reads one range, open-ended and suffix ranges, and clips the end', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual([0, 9]);
    expect(parseRange('bytes=90-', 100)).toEqual([90, 99]);
    expect(parseRange('bytes=-10', 100)).toEqual([90, 99]);
    expect(parseRange('bytes=50-500', 100)).toEqual([50, 99]);
  });

  it('serves the whole file for none or several ranges, and refuses one past the end', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
  });
});

describe('UrlSigner', () => {
  const signer = new UrlSigner('x'.repeat(32));
  const later = new Date(Date.now() + 60_000);

  it('verifies its own token for the same action only', () => {
    const token = signer.sign('upload', 'med_1', later);
    expect(signer.verify(token, 'upload')).toMatchObject({ action: 'upload', mediaId: 'med_1' });
    expect(signer.verify(token, 'download')).toBeNull();
  });

  it('refuses an expired, altered or foreign token', () => {
    expect(
      signer.verify(signer.sign('download', 'med_1', new Date(Date.now() - 1000)), 'download'),
    ).toBeNull();
    const token = signer.sign('download', 'med_1', later);
    expect(signer.verify(token.replace('med_1', 'med_2'), 'download')).toBeNull();
    expect(
      signer.verify(new UrlSigner('y'.repeat(32)).sign('download', 'med_1', later), 'download'),
    ).toBeNull();
    expect(signer.verify('garbage', 'download')).toBeNull();
  });
});
