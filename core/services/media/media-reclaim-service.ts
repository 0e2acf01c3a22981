import type { MikroORM } from '@mikro-orm/postgresql';
import { Media } from '../../entities';
import { RECLAIM_AFTER_HOURS } from '../../media/limits';
import { MAY_STILL_SEND, type MediaEm, type MediaFiles } from './media-files';

/** Housekeeping (a maintenance schedule): files no one completed, and kept files past their time. */
export class MediaReclaimService {
  constructor(
    private readonly orm: MikroORM,
    private readonly files: MediaFiles,
  ) {}

  /**
   * Reclaims uploads never completed within a day of their presign: the stored bytes (if any) are
   * deleted and the media answers `media_expired` from then on. `now` is the caller's clock (a
   * workflow's, so time-skipping tests can move it). Returns how many were reclaimed.
   */
  async reclaimAbandoned(now: Date): Promise<number> {
    const em = this.orm.em.fork();
    const before = new Date(now.getTime() - RECLAIM_AFTER_HOURS * 3600_000);
    const abandoned = await em.find(Media, { status: 'pending', createdAt: { $lt: before } }, { limit: 500 });
    // A file that never arrived has nothing to delete.
    return this.expire(em, abandoned, (media) => this.files.deleteFiles(media));
  }

  /**
   * Reclaims complete files past their `expiresAt` (upload-link files, kept 7 days) like abandoned
   * uploads: file deleted, media `expired`. A file a post may still send is kept until it may not:
   * a draft, scheduled or publishing post, or a partial or failed one (a retry sends it again).
   * Published, cancelled and deleted posts no longer need it. Returns how many were reclaimed.
   */
  async reclaimExpired(now: Date): Promise<number> {
    const em = this.orm.em.fork();
    const rows = await em.getConnection().execute<{ id: string }[]>(
      `select m."id" from "media" m
        where m."status" = 'ready' and m."expires_at" < ?
          and not exists (
            select 1 from "posts" p
             where p."workspace_id" = m."workspace_id" and p."deleted_at" is null
               and p."status" in ${MAY_STILL_SEND}
               and (p."media_ids" @> jsonb_build_array(m."id")
                 or coalesce(p."thread_items", '[]'::jsonb)
                    @> jsonb_build_array(jsonb_build_object('mediaIds', jsonb_build_array(m."id")))))
        order by m."expires_at" limit 500`,
      [now],
    );
    if (rows.length === 0) return 0;
    const expired = await em.find(Media, { id: { $in: rows.map((r) => r.id) } });
    return this.expire(em, expired, (media) => this.files.storage.delete(media.storageKey));
  }

  /**
   * Deletes each one's file with `remove` and marks it `expired`; a storage failure leaves it for
   * the next run. Returns how many were reclaimed.
   */
  private async expire(
    em: MediaEm,
    found: Media[],
    remove: (media: Media) => Promise<void>,
  ): Promise<number> {
    let reclaimed = 0;
    for (const media of found) {
      try {
        await remove(media);
      } catch (err) {
        console.error(`media ${media.id}: reclaim could not delete the file`, err);
        continue;
      }
      media.status = 'expired';
      reclaimed += 1;
    }
    await em.flush();
    return reclaimed;
  }
}
