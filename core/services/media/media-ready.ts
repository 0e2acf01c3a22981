import type { MikroORM } from '@mikro-orm/postgresql';
import type { Media } from '../../entities';
import type { WebhookOutbox } from '../webhooks/webhook-outbox';
import type { MediaFiles } from './media-files';

/**
 * Saves a media just made ready (probeInto) with its `media.ready` webhook event in the same
 * transaction (the outbox: `data` is the media as `GET /v1/media/{id}` answers it), then wakes
 * the event's queue.
 */
export async function flushReady(
  em: MikroORM['em'],
  media: Media,
  files: MediaFiles,
  outbox: WebhookOutbox | undefined,
): Promise<void> {
  if (!outbox) return em.flush();
  await outbox.commitWith(em, async () => ({
    id: `media.ready:${media.id}`,
    type: 'media.ready',
    workspaceId: media.workspaceId,
    orderKey: `media:${media.id}`,
    data: await files.view(media),
  }));
}
