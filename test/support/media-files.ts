/**
 * Tiny synthetic media files, built byte by byte: just enough structure for the probe (magic bytes,
 * JPEG SOF, PNG IHDR, GIF screen, WebP VP8/VP8L/VP8X, MP4 ftyp/moov/mvhd/trak/tkhd/hdlr).
 */

const u16be = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const u16le = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff]);
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const u64be = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
};
const text = (s: string) => Buffer.from(s, 'latin1');

/** A JPEG: SOI, an APP0 segment, optional padding in a COM segment, SOF0 with the size, EOI. */
export function jpeg(width: number, height: number, options: { padTo?: number; sof?: number } = {}): Buffer {
  const app0 = Buffer.concat([text('\xff\xe0'), u16be(16), text('JFIF\0'), Buffer.alloc(9)]);
  const sof = Buffer.concat([
    Buffer.from([0xff, options.sof ?? 0xc0]),
    u16be(17),
    Buffer.from([8]),
    u16be(height),
    u16be(width),
    Buffer.from([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
  ]);
  const head = Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
  const tail = Buffer.from([0xff, 0xd9]);
  const padding = Math.max(0, (options.padTo ?? 0) - head.length - tail.length);
  // Bytes after SOF stand in for the scan data; the probe stops at SOF.
  return Buffer.concat([head, Buffer.alloc(padding, 0x55), tail]);
}

export function png(width: number, height: number): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    u32be(13),
    text('IHDR'),
    u32be(width),
    u32be(height),
    Buffer.from([8, 6, 0, 0, 0]),
    u32be(0), // CRC, not checked
  ]);
}

export function gif(width: number, height: number): Buffer {
  return Buffer.concat([text('GIF89a'), u16le(width), u16le(height), Buffer.from([0, 0, 0]), text(';')]);
}

function riff(chunk: string, payload: Buffer): Buffer {
  const body = Buffer.concat([text('WEBP'), text(chunk), u32le(payload.length), payload]);
  return Buffer.concat([text('RIFF'), u32le(body.length), body]);
}

export function webpLossy(width: number, height: number): Buffer {
  return riff(
    'VP8 ',
    Buffer.concat([
      Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a]),
      u16le(width),
      u16le(height),
      Buffer.alloc(4),
    ]),
  );
}

export function webpLossless(width: number, height: number): Buffer {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return riff('VP8L', Buffer.concat([Buffer.from([0x2f]), u32le(bits >>> 0), Buffer.alloc(4)]));
}

export function webpExtended(width: number, height: number): Buffer {
  const u24 = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff]);
  return riff('VP8X', Buffer.concat([Buffer.from([0, 0, 0, 0]), u24(width - 1), u24(height - 1)]));
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32be(8 + body.length), text(type), body]);
}

function tkhd(version: 0 | 1, width: number, height: number): Buffer {
  const times = version === 1 ? Buffer.concat([u64be(0), u64be(0)]) : Buffer.concat([u32be(0), u32be(0)]);
  const duration = version === 1 ? u64be(0) : u32be(0);
  const matrix = Buffer.concat([0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32be));
  return box(
    'tkhd',
    Buffer.from([version, 0, 0, 3]),
    times,
    u32be(1), // track id
    u32be(0),
    duration,
    Buffer.alloc(8),
    u16be(0),
    u16be(0),
    u16be(0),
    u16be(0),
    matrix,
    u32be(width * 65536),
    u32be(height * 65536),
  );
}

function trak(handler: string, version: 0 | 1, width: number, height: number): Buffer {
  const hdlr = box('hdlr', Buffer.alloc(4), u32be(0), text(handler), Buffer.alloc(12), text('\0'));
  return box('trak', tkhd(version, width, height), box('mdia', hdlr));
}

export interface Mp4Options {
  width: number;
  height: number;
  /** Seconds, written as `durationSec * timescale`. */
  durationSec: number;
  timescale?: number;
  /** mvhd and tkhd version: 1 writes 64-bit times. */
  version?: 0 | 1;
  brand?: string;
  /** Bytes of `mdat` to put before `moov` (moov at the end, as most cameras write it). */
  mdatBytes?: number;
}

export function mp4(o: Mp4Options): Buffer {
  const version = o.version ?? 0;
  const timescale = o.timescale ?? 1000;
  const duration = Math.round(o.durationSec * timescale);
  const mvhd = box(
    'mvhd',
    Buffer.from([version, 0, 0, 0]),
    version === 1 ? Buffer.concat([u64be(0), u64be(0)]) : Buffer.concat([u32be(0), u32be(0)]),
    u32be(timescale),
    version === 1 ? u64be(duration) : u32be(duration),
    Buffer.alloc(80),
  );
  const ftyp = box('ftyp', text(o.brand ?? 'isom'), u32be(512), text('isomiso2mp41'));
  // An audio track first, so the probe has to find the video one.
  const moov = box('moov', mvhd, trak('soun', version, 0, 0), trak('vide', version, o.width, o.height));
  const mdat = box('mdat', Buffer.alloc(o.mdatBytes ?? 16, 0x42));
  return Buffer.concat([ftyp, mdat, moov]);
}

export const pdf = (): Buffer => text('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

export const hwp = (): Buffer =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

/** A zip whose first entry is a stored `mimetype` holding the HWPX type. */
export function hwpx(mimetype = 'application/hwp+zip'): Buffer {
  const data = text(mimetype);
  const name = text('mimetype');
  const header = Buffer.concat([
    u32le(0x04034b50),
    u16le(20),
    u16le(0),
    u16le(0), // stored
    u16le(0),
    u16le(0),
    u32le(0),
    u32le(data.length),
    u32le(data.length),
    u16le(name.length),
    u16le(0),
  ]);
  return Buffer.concat([header, name, data]);
}
