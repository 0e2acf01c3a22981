import { setTimeout as sleep } from 'node:timers/promises';
import { PlatformNetworkError } from '../../core/http/platform-http';
import type { PhotoClient } from './client';
import { PhotoContainerError, PhotoStalledError } from './errors';
import type { PostPlan } from './plan';

export interface PollSettings {
  /** Pause between two status reads of a container still IN_PROGRESS. */
  pollIntervalMs: number;
  /** How long all containers of one post may stay IN_PROGRESS before the publish gives up. */
  maxWaitMs: number;
}

export interface Published {
  mediaId: string;
  warnings: string[];
}

/**
 * The platform's two steps: make containers (the carousel's items first, then the carousel), wait
 * until each is FINISHED, then publish the top one with `media_publish`. Only that last call can
 * put a post up, so it is sent once per call and never repeated here: when its answer is lost
 * the error says so, and the publish service asks `findPublished` before trying again with new
 * containers. Unpublished containers are harmless; the platform drops them after 24 hours.
 */
export async function publishPlan(
  client: PhotoClient,
  userId: string,
  plan: PostPlan,
  settings: PollSettings,
  signal?: AbortSignal,
): Promise<Published> {
  const creationId = await containersOnly(async () => {
    const deadline = Date.now() + settings.maxWaitMs;
    const itemIds: string[] = [];
    for (const params of plan.items) itemIds.push(await client.createContainer(userId, params));
    // The carousel can only be made from items the platform has finished with.
    await waitUntilFinished(client, itemIds, deadline, settings, signal);
    if (!plan.album) return itemIds[0];
    const albumId = await client.createContainer(userId, { ...plan.album, children: itemIds });
    await waitUntilFinished(client, [albumId], deadline, settings, signal);
    return albumId;
  });

  const mediaId = await client.publishContainer(userId, creationId);
  const warnings = [...plan.warnings];
  if (plan.firstComment !== undefined) {
    try {
      await client.createComment(mediaId, plan.firstComment);
    } catch (err) {
      // The post is up: failing now would invite a retry of something that succeeded.
      warnings.push(`The first comment was not posted: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return { mediaId, warnings };
}

async function waitUntilFinished(
  client: PhotoClient,
  containerIds: string[],
  deadline: number,
  settings: PollSettings,
  signal?: AbortSignal,
): Promise<void> {
  const started = Date.now();
  for (const id of containerIds) {
    for (;;) {
      const { status_code: code, status } = await client.containerStatus(id);
      if (code === 'FINISHED') break;
      if (code === 'ERROR' || code === 'EXPIRED' || code === 'PUBLISHED') {
        throw new PhotoContainerError(id, code, status ?? code);
      }
      if (Date.now() + settings.pollIntervalMs > deadline) {
        throw new PhotoStalledError(id, Date.now() - started);
      }
      await sleep(settings.pollIntervalMs, undefined, { signal });
    }
  }
}

/**
 * Runs the container steps. A container is not a post, so an answer lost on the way cannot mean
 * a post went up: the network error is passed on as one that did not reach, which spares the
 * publish service a lookup and lets it simply try again.
 */
async function containersOnly<T>(steps: () => Promise<T>): Promise<T> {
  try {
    return await steps();
  } catch (err) {
    if (err instanceof PlatformNetworkError && err.mayHaveReached) {
      throw new PlatformNetworkError(
        err.kind,
        false,
        `${err.message} (while preparing containers; nothing published)`,
      );
    }
    throw err;
  }
}
