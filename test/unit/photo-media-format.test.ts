import {
  buildJpeg,
  buildMp4,
  isJpeg,
  isMp4,
  readJpegSize,
  readMp4Duration,
} from '../../plugins/photo/media-format';

describe('photo media formats', () => {
  it('reads back the size of a built JPEG, padded to the size asked for', () => {
    const file = buildJpeg(1080, 1350, { bytes: 200_000 });
    expect(isJpeg(file)).toBe(true);
    expect(readJpegSize(file)).toEqual({ width: 1080, height: 1350 });
    expect(file.length).toBeGreaterThan(199_996);
    expect(file.length).toBeLessThanOrEqual(200_000);
  });

  it('skips segments before the frame header, and refuses what is not a JPEG', () => {
    const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46]);
    const built = buildJpeg(640, 480);
    const withApp0 = Buffer.concat([built.subarray(0, 2), app0, built.subarray(2)]);
    expect(readJpegSize(withApp0)).toEqual({ width: 640, height: 480 });
    expect(readJpegSize(Buffer.from('\x89PNG\r\n\x1a\n'))).toBeUndefined();
    // A JPEG start with image data but no frame header has no size to read.
    expect(readJpegSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]))).toBeUndefined();
  });

  it('reads back the duration of a built MP4, and of a version 1 movie header', () => {
    const file = buildMp4(12.5, { bytes: 4096 });
    expect(isMp4(file)).toBe(true);
    expect(readMp4Duration(file)).toBe(12.5);
    expect(file.length).toBe(4096);

    const mvhd = Buffer.alloc(112);
    mvhd[0] = 1;
    mvhd.writeUInt32BE(600, 20);
    mvhd.writeBigUInt64BE(600n * 90n, 24);
    const box = (type: string, payload: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(payload.length + 8, 0);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, payload]);
    };
    const v1 = Buffer.concat([box('ftyp', Buffer.from('isom\0\0\0\0')), box('moov', box('mvhd', mvhd))]);
    expect(readMp4Duration(v1)).toBe(90);
  });

  it('finds no duration in a file without a movie header or with a broken box', () => {
    expect(readMp4Duration(Buffer.alloc(64, 1))).toBeUndefined();
    const broken = buildMp4(5);
    broken.writeUInt32BE(0xffff, 0); // the first box claims more bytes than the file has
    expect(readMp4Duration(broken)).toBeUndefined();
  });
});
