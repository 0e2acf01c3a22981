import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../auth/auth-context';
import { requireScope } from '../../auth/scopes';
import type { PublishMedia } from '../../channels/plugin';
import { Media, type Workspace } from '../../entities';
import { AppError } from '../../errors/app-error';
import { PUBLISH_URL_TTL_MS } from '../../media/limits';
import { expired, MAY_STILL_SEND, notFound, type MediaFiles, type MediaView } from './media-files';

/**
 * Media once it exists: read, delete, and the files behind `mediaIds` as plugins receive them
 * (`forPublish`). Making one: MediaUploadService, MediaFromUrlService; serving its bytes:
 * MediaDownloadService; reclaiming: MediaReclaimService.
 */
export class MediaService {
  constructor(
    private readonly orm: MikroORM,
    private readonly files: MediaFiles,
  ) {}

  async get(auth: AuthContext, workspace: Workspace, id: string): Promise<MediaView> {
    requireScope(auth, 'posts:read');
    return this.files.view(await this.files.find(this.orm.em.fork(), auth, workspace, id));
  }

  /**
   * Deletes the file, then the row. A post that may still send it (the same rule as the reclaim:
   * `MAY_STILL_SEND`): 409 `media_in_use`. A published post no longer holds its files, so a post
   * its channel cannot delete (photo) does not hold them forever.
   */
  async delete(auth: AuthContext, workspace: Workspace, id: string): Promise<{ id: string; deleted: true }> {
    requireScope(auth, 'posts:write');
    const em = this.orm.em.fork();
    const media = await this.files.find(em, auth, workspace, id);
    const users = await em.getConnection().execute<{ id: string }[]>(
      `select "id" from "posts"
        where "workspace_id" = ? and "deleted_at" is null and "status" in ${MAY_STILL_SEND}
          and ("media_ids" @> ?::jsonb or coalesce("thread_items", '[]'::jsonb) @> ?::jsonb)
        order by "id" limit 1`,
      [workspace.id, JSON.stringify([id]), JSON.stringify([{ mediaIds: [id] }])],
    );
    if (users.length > 0) {
      throw AppError.of(
        'media_in_use',
        { mediaId: id, postId: users[0].id },
        `Post ${users[0].id} uses ${id}; delete the post first.`,
      );
    }
    try {
      await this.files.deleteFiles(media);
    } catch (err) {
      console.error(`media ${id}: storage did not delete`, err);
      throw AppError.of(
        'media_delete_failed',
        { mediaId: id },
        'Storage did not delete the file; the media is kept. Retry.',
      );
    }
    await em.removeAndFlush(media);
    return { id, deleted: true };
  }

  /**
   * The files behind a post's `mediaIds`, in order, as plugins take them (PublishMedia), with a
   * download URL that works for hours. Refuses what `requirePublishable` refuses.
   */
  async forPublish(workspaceId: string, ids: readonly string[]): Promise<PublishMedia[]> {
    if (ids.length === 0) return [];
    const byId = await this.requirePublishable(workspaceId, ids);
    const expiresAt = new Date(this.files.now().getTime() + PUBLISH_URL_TTL_MS);
    const urls = await Promise.all(ids.map((id) => this.files.downloadUrl(byId.get(id)!, expiresAt)));
    return ids.map((id, i) => {
      const media = byId.get(id)!;
      const size = media.storedBytes ?? media.bytes;
      return {
        id,
        kind: media.kind as PublishMedia['kind'],
        contentType: media.detectedType ?? media.contentType,
        bytes: size,
        width: media.width ?? undefined,
        height: media.height ?? undefined,
        durationSec: media.durationSec ?? undefined,
        url: urls[i],
        read: (start = 0, end = size) => this.files.readRange(media.storageKey, start, end, size),
      };
    });
  }

  /**
   * The rows behind `ids`, by id, once each is usable in a post. Refuses an id that is unknown in
   * the workspace (media_not_found), not completed (media_not_uploaded), reclaimed (media_expired),
   * or a document (media_not_publishable, naming every one).
   */
  async requirePublishable(workspaceId: string, ids: readonly string[]): Promise<Map<string, Media>> {
    const rows = await this.orm.em.fork().find(Media, { id: { $in: [...ids] }, workspaceId });
    const byId = new Map(rows.map((m) => [m.id, m]));
    const documents: string[] = [];
    for (const id of ids) {
      const media = usable(id, byId.get(id));
      if (media.kind === 'document') documents.push(id);
    }
    if (documents.length > 0) {
      throw AppError.of(
        'media_not_publishable',
        { mediaIds: documents },
        'Documents (PDF, HWP, HWPX) go only to DM automations, not posts.',
      );
    }
    return byId;
  }

  /**
   * The file an automation's message carries (`deliver.mediaId`): usable as a post's files must be,
   * and an image or a document (PDF, HWP, HWPX): what a private message takes, and the one place
   * a document goes.
   */
  async requireDeliverable(workspaceId: string, id: string): Promise<Media> {
    const media = usable(id, (await this.orm.em.fork().findOne(Media, { id, workspaceId })) ?? undefined);
    if (media.kind !== 'image' && media.kind !== 'document') {
      throw AppError.of(
        'media_type_not_supported',
        { mediaId: id, types: ['image', 'document'] },
        `Media ${id} is a ${media.kind}; a private message carries an image or a document (PDF, HWP, HWPX).`,
      );
    }
    return media;
  }
}

/** The row, once it is usable: known in the workspace, completed, not reclaimed. */
function usable(id: string, media: Media | undefined): Media {
  if (!media) throw notFound(id);
  if (media.status === 'expired') throw expired(id);
  if (media.status !== 'ready') {
    throw AppError.of('media_not_uploaded', { mediaId: id }, `Media ${id} was never completed.`);
  }
  return media;
}
