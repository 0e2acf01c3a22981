/**
 * What a file is, from its bytes, never from its name or declared type. Pure: the caller hands
 * over the first bytes (`detectType`, `imageSize`) or a way to read ranges of the file (`probe`,
 * for MP4/MOV, whose `moov` box may sit at the end).
 */
import type { MediaKind } from '../entities/media';

export interface DetectedType {
  contentType: string;
  kind: MediaKind;
}

export interface ProbeResult extends DetectedType {
  width: number | null;
  height: number | null;
  durationSec: number | null;
}

/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type RangeReader = (offset: number, length: number) => Promise<Buffer>;

/** Enough for every signature here and for a JPEG's SOF behind a usual EXIF block. */
export const PROBE_HEAD_BYTES = 256 * 1024;
/** A `moov` box bigger than this is not read (a real one is a few MB even for long videos). */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

const ascii = (buf: Buffer, start: number, end: number) => buf.toString('latin1', start, end);

/** ISO-BMFF brands that are still images (HEIF, AVIF), not video. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

export function detectType(head: Buffer): DetectedType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return { contentType: 'image/jpeg', kind: 'image' };
  }
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return { contentType: 'image/png', kind: 'image' };
  }
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) {
    return { contentType: 'image/gif', kind: 'gif' };
  }
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') {
    return { contentType: 'image/webp', kind: 'image' };
  }
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (IMAGE_BRANDS.has(brand)) return null;
    return { contentType: brand === 'qt  ' ? 'video/quicktime' : 'video/mp4', kind: 'video' };
  }
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') {
    return { contentType: 'application/pdf', kind: 'document' };
  }
  if (head.length >= 8 && head.subarray(0, 8).equals(OLE_SIGNATURE)) {
    // HWP 5 is an OLE compound file; so are old Office files, which we do not tell apart here.
    return { contentType: 'application/x-hwp', kind: 'document' };
  }
  if (head.length >= 30 && head.readUInt32LE(0) === 0x04034b50 && isHwpx(head)) {
    return { contentType: 'application/hwp+zip', kind: 'document' };
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const HWPX_MIMETYPE = 'application/hwp+zip';

/** A zip whose first entry is `mimetype`, stored, holding `application/hwp+zip` (OWPML). */
function isHwpx(head: Buffer): boolean {
  const nameLength = head.readUInt16LE(26);
  const extraLength = head.readUInt16LE(28);
  const name = ascii(head, 30, 30 + nameLength);
  const dataStart = 30 + nameLength + extraLength;
  if (name === 'mimetype') {
    return ascii(head, dataStart, dataStart + HWPX_MIMETYPE.length) === HWPX_MIMETYPE;
  }
  return false;
}

/** Width and height of a JPEG, PNG, GIF or WebP from its first bytes; null when not found there. */
export function imageSize(head: Buffer, contentType: string): { width: number; height: number } | null {
  try {
    switch (contentType) {
      case 'image/png':
        if (ascii(head, 12, 16) !== 'IHDR') return null;
        return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
      case 'image/gif':
        return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
      case 'image/webp':
        return webpSize(head);
      case 'image/jpeg':
        return jpegSize(head);
      default:
        return null;
    }
  } catch {
    // A RangeError: the file ends before the field; it is truncated or not what it says.
    return null;
  }
}

function webpSize(head: Buffer): { width: number; height: number } | null {
  const chunk = ascii(head, 12, 16);
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), then the key frame start code 9d 01 2a, then 14-bit sizes.
    if (head[23] !== 0x9d || head[24] !== 0x01 || head[25] !== 0x2a) return null;
    return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (head[20] !== 0x2f) return null;
    const bits = head.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
  }
  return null;
}

function jpegSize(head: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 4 <= head.length) {
    if (head[i] !== 0xff) return null;
    const marker = head[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM, RST0-7, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end, or image data before any SOF
    const length = head.readUInt16BE(i + 2);
    const isSof = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isSof) return { width: head.readUInt16BE(i + 7), height: head.readUInt16BE(i + 5) };
    i += 2 + length;
  }
  return null;
}

interface Box {
  type: string;
  /** Where the box's content starts (after its header) and ends, in the buffer or the file. */
  start: number;
  end: number;
}

/** The boxes laid one after the other in `buf` from `from` to `to`. */
function boxesIn(buf: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let i = from;
  while (i + 8 <= to) {
    let size = buf.readUInt32BE(i);
    const type = ascii(buf, i + 4, i + 8);
    let header = 8;
    if (size === 1) {
      if (i + 16 > to) break;
      size = Number(buf.readBigUInt64BE(i + 8));
      header = 16;
    } else if (size === 0) {
      size = to - i;
    }
    if (size < header || i + size > to) break;
    boxes.push({ type, start: i + header, end: i + size });
    i += size;
  }
  return boxes;
}

const child = (buf: Buffer, box: Box, type: string) =>
  boxesIn(buf, box.start, box.end).find((b) => b.type === type);

/** Duration and video size from a `moov` box's content (`buf` is the whole box, header included). */
export function parseMoov(buf: Buffer): {
  durationSec: number | null;
  width: number | null;
  height: number | null;
} {
  const [moov] = boxesIn(buf, 0, buf.length).filter((b) => b.type === 'moov');
  if (!moov) return { durationSec: null, width: null, height: null };
  let durationSec: number | null = null;
  const mvhd = child(buf, moov, 'mvhd');
  if (mvhd) {
    const version = buf[mvhd.start];
    const timescale = buf.readUInt32BE(mvhd.start + (version === 1 ? 20 : 12));
    const duration =
      version === 1 ? Number(buf.readBigUInt64BE(mvhd.start + 24)) : buf.readUInt32BE(mvhd.start + 16);
    if (timescale > 0) durationSec = Math.round((duration / timescale) * 1000) / 1000;
  }
  let width: number | null = null;
  let height: number | null = null;
  for (const trak of boxesIn(buf, moov.start, moov.end).filter((b) => b.type === 'trak')) {
    const tkhd = child(buf, trak, 'tkhd');
    if (!tkhd) continue;
    const mdia = child(buf, trak, 'mdia');
    const hdlr = mdia && child(buf, mdia, 'hdlr');
    const handler = hdlr ? ascii(buf, hdlr.start + 8, hdlr.start + 12) : null;
    const at = tkhd.start + (buf[tkhd.start] === 1 ? 88 : 76);
    const w = buf.readUInt32BE(at) / 65536;
    const h = buf.readUInt32BE(at + 4) / 65536;
    // The video track; without a handler box, the first track with a picture size.
    if (handler === 'vide' || (handler === null && w > 0 && h > 0)) {
      width = Math.round(w);
      height = Math.round(h);
      break;
    }
  }
  return { durationSec, width, height };
}

/** Finds the top-level `moov` box by reading box headers along the file, then parses it. */
async function mp4Info(read: RangeReader, size: number) {
  let offset = 0;
  while (offset + 8 <= size) {
    const header = await read(offset, 16);
    if (header.length < 8) break;
    let boxSize = header.readUInt32BE(0);
    const type = ascii(header, 4, 8);
    if (boxSize === 1) {
      if (header.length < 16) break;
      boxSize = Number(header.readBigUInt64BE(8));
    } else if (boxSize === 0) {
      boxSize = size - offset;
    }
    if (boxSize < 8) break;
    if (type === 'moov') {
      if (boxSize > MAX_MOOV_BYTES) break;
      return parseMoov(await read(offset, boxSize));
    }
    offset += boxSize;
  }
  return { durationSec: null, width: null, height: null };
}

/** The whole probe: type from the bytes, then sizes and duration. Null: not a type we know. */
export async function probe(read: RangeReader, size: number): Promise<ProbeResult | null> {
  const head = await read(0, Math.min(size, PROBE_HEAD_BYTES));
  const type = detectType(head);
  if (!type) return null;
  const result: ProbeResult = { ...type, width: null, height: null, durationSec: null };
  try {
    if (type.kind === 'video') Object.assign(result, await mp4Info(read, size));
    else if (type.kind !== 'document') Object.assign(result, imageSize(head, type.contentType) ?? {});
  } catch {
    // A truncated or odd box layout: the type stands, the sizes stay unknown.
  }
  return result;
}

/** Width over height, four decimals; null without both. */
export function aspectRatio(width: number | null, height: number | null): number | null {
  if (!width || !height) return null;
  return Math.round((width / height) * 10000) / 10000;
}
