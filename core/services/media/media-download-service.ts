import type { Readable } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Media } from '../../entities';
import { AppError } from '../../errors/app-error';
import type { UrlSigner } from '../../media/signed-urls';
import { badToken, expired, notFound, type MediaFiles } from './media-files';

/** One range of a file, ready to stream back (GET on a signed download URL). */
export interface MediaDownload {
  status: 200 | 206;
  contentType: string;
  length: number;
  /** `bytes start-end/size` on a 206. */
  contentRange?: string;
  fileName: string;
  body: Readable;
}

/** GET on a signed download URL: the file, or one range of it. */
export class MediaDownloadService {
  constructor(
    private readonly orm: MikroORM,
    private readonly files: MediaFiles,
    private readonly signer: UrlSigner,
  ) {}

  /**
   * The bytes behind a signed download URL; `range` is the Range header. One `bytes=` range is
   * served as 206; several, or none, the whole file; one past the end, 416.
   */
  async download(token: string, range: string | undefined): Promise<MediaDownload> {
    const claim = this.signer.verify(token, 'download', this.files.now());
    if (!claim) throw badToken();
    const media = await this.orm.em.fork().findOne(Media, { id: claim.mediaId });
    if (!media || media.status !== 'ready') throw notFound(claim.mediaId);
    const storage = this.files.storage;
    const size = await storage.size(media.storageKey);
    if (size === null) throw expired(media.id);
    const contentType = media.detectedType ?? media.contentType;
    const wanted = parseRange(range, size);
    if (wanted === 'unsatisfiable') {
      throw AppError.of(
        'invalid_params',
        { field: 'range', size },
        `Range "${range}" is outside the file's ${size} bytes.`,
        416,
      ).withHeader('Content-Range', `bytes */${size}`);
    }
    if (!wanted) {
      return {
        status: 200,
        contentType,
        length: size,
        fileName: media.fileName,
        body: await storage.read(media.storageKey),
      };
    }
    const [start, end] = wanted;
    return {
      status: 206,
      contentType,
      length: end - start + 1,
      contentRange: `bytes ${start}-${end}/${size}`,
      fileName: media.fileName,
      body: await storage.read(media.storageKey, start, end),
    };
  }
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range, inclusive; null: serve the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): [number, number] | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null; // several ranges or odd syntax
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return [start, end];
}
