/**
 * The two file formats the photo platform takes, read only as far as the platform must look: a
 * JPEG's pixel size (its start-of-frame segment) and an MP4's duration (its movie header box).
 * The builders make the smallest files these readers accept, so the sandbox and the tests can
 * serve real-looking media without fixture files on disk.
 */

export interface PixelSize {
  width: number;
  height: number;
}

/** Start-of-frame markers (baseline, progressive, lossless...); C4, C8 and CC are other segments. */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const START_OF_SCAN = 0xda;
const END_OF_IMAGE = 0xd9;

export function isJpeg(file: Buffer): boolean {
  return file.length >= 3 && file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff;
}

/** The pixel size a JPEG declares, or undefined when it has no readable frame header. */
export function readJpegSize(file: Buffer): PixelSize | undefined {
  if (!isJpeg(file)) return undefined;
  let offset = 2;
  while (offset + 4 <= file.length) {
    if (file[offset] !== 0xff) return undefined;
    const marker = file[offset + 1];
    if (marker === 0xff) {
      // Fill bytes may pad the space between segments.
      offset += 1;
      continue;
    }
    // Image data starts (or the file ends) before any frame header: nothing to read the size from.
    if (marker === START_OF_SCAN || marker === END_OF_IMAGE) return undefined;
    const length = file.readUInt16BE(offset + 2);
    if (length < 2) return undefined;
    if (SOF_MARKERS.has(marker)) {
      if (offset + 9 > file.length) return undefined;
      return { height: file.readUInt16BE(offset + 5), width: file.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

/** True when the file starts with an ISO media `ftyp` box, as every MP4 and QuickTime file does. */
export function isMp4(file: Buffer): boolean {
  return file.length >= 8 && file.toString('latin1', 4, 8) === 'ftyp';
}

/** Seconds from the movie header (`moov/mvhd`), or undefined when the file has none. */
export function readMp4Duration(file: Buffer): number | undefined {
  const moov = findBox(file, 0, file.length, 'moov');
  const mvhd = moov && findBox(file, moov.start, moov.end, 'mvhd');
  if (!mvhd) return undefined;
  const version = file[mvhd.start];
  // Version 1 widens the two dates and the duration to 64 bits.
  const need = version === 1 ? 32 : 20;
  if (mvhd.end - mvhd.start < need) return undefined;
  const timescale = file.readUInt32BE(mvhd.start + (version === 1 ? 20 : 12));
  const duration =
    version === 1 ? Number(file.readBigUInt64BE(mvhd.start + 24)) : file.readUInt32BE(mvhd.start + 16);
  return timescale > 0 ? duration / timescale : undefined;
}

function findBox(
  file: Buffer,
  from: number,
  to: number,
  type: string,
): { start: number; end: number } | undefined {
  let offset = from;
  while (offset + 8 <= to) {
    let size = file.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > to) return undefined;
      size = Number(file.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = to - offset; // the box runs to the end of its parent
    }
    if (size < header || offset + size > to) return undefined;
    if (file.toString('latin1', offset + 4, offset + 8) === type) {
      return { start: offset + header, end: offset + size };
    }
    offset += size;
  }
  return undefined;
}

export interface BuildOptions {
  /** Total file size wanted; the file is padded up to it (within 3 bytes for a JPEG). */
  bytes?: number;
  /** Padding byte, so that two sample files of one size still differ. */
  fill?: number;
}

/** A JPEG of the given pixel size that `readJpegSize` reads (no image data: the sandbox never decodes). */
export function buildJpeg(width: number, height: number, options: BuildOptions = {}): Buffer {
  const startOfImage = [0xff, 0xd8];
  // Baseline frame header: length 11, 8-bit samples, height, width, one component.
  const frame = [
    0xff,
    0xc0,
    0x00,
    0x0b,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x01,
    0x01,
    0x11,
    0x00,
  ];
  const head = Buffer.from([...startOfImage, ...frame]);
  const tail = Buffer.from([0xff, END_OF_IMAGE]);
  const parts = [head];
  let size = head.length + tail.length;
  const wanted = options.bytes ?? 256;
  while (size + 4 <= wanted) {
    // Comment segments carry the padding; one holds at most 65,533 bytes.
    const length = Math.min(65_533, wanted - size - 4);
    const segment = Buffer.alloc(4 + length, options.fill ?? 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe;
    segment.writeUInt16BE(length + 2, 2);
    parts.push(segment);
    size += segment.length;
  }
  parts.push(tail);
  return Buffer.concat(parts);
}

/** An MP4 whose movie header says `durationSec`, padded with an `mdat` box to `bytes`. */
export function buildMp4(durationSec: number, options: BuildOptions = {}): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom'), uint32(0x200), Buffer.from('isommp41')]));
  const mvhd = Buffer.alloc(100);
  const timescale = 1000;
  mvhd.writeUInt32BE(timescale, 12);
  mvhd.writeUInt32BE(Math.round(durationSec * timescale), 16);
  mvhd.writeUInt32BE(0x00010000, 20); // playback rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  mvhd.writeUInt32BE(2, 96); // next track id
  const moov = box('moov', box('mvhd', mvhd));
  const used = ftyp.length + moov.length + 8;
  const padding = Buffer.alloc(Math.max(0, (options.bytes ?? 0) - used), options.fill ?? 0);
  return Buffer.concat([ftyp, moov, box('mdat', padding)]);
}

function box(type: string, payload: Buffer): Buffer {
  return Buffer.concat([uint32(payload.length + 8), Buffer.from(type, 'latin1'), payload]);
}

function uint32(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value, 0);
  return out;
}
