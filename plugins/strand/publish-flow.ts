import type { PublishItem } from '../../core/channels/plugin';
import { StrandApiError, type ContainerParams, type StrandClient } from './client';
import { ContainerMemory } from './container-memory';
import { StrandContainerError, waitForContainer, type PollOptions } from './container-wait';
import { SUBCODE } from './graph-errors';
import { findPost } from './lookup';
import type { MediaPlan } from './media-plan';

/** What one publish call needs besides the item: who, through which client, how patiently. */
export interface FlowContext {
  client: StrandClient;
  baseUrl: string;
  userId: string;
  poll: PollOptions;
  signal?: AbortSignal;
}

/** The options of `options.strand` the flow sends, already read from the item. */
export interface SendOptions {
  replyControl?: string;
  linkAttachment?: string;
}

/**
 * The two steps of a strand post: create the container (for a carousel, its items first), wait
 * until the platform has prepared it, publish it. Creating is repeatable, publishing is not, so:
 * - a container left by an earlier failed call for the same post is published instead of a new one;
 * - a container found already PUBLISHED means an earlier call went through: the post is looked up,
 *   never published again;
 * - a lost answer to the publish step is thrown as is; `findPublished` settles it on the retry.
 */
export class PublishFlow {
  constructor(private readonly memory: ContainerMemory) {}

  /** Sends `item` as planned; resolves the published post's id. */
  async send(flow: FlowContext, item: PublishItem, plan: MediaPlan, options: SendOptions): Promise<string> {
    const key = ContainerMemory.key({
      baseUrl: flow.baseUrl,
      accountId: flow.userId,
      text: item.text,
      replyToId: item.replyToExternalId,
      topicTag: item.topicTag,
      options: { ...options },
      mediaIds: plan.media.map((m) => m.id),
    });

    const earlier = this.memory.recall(key);
    if (earlier) {
      const state = await this.readyState(flow, earlier.containerId, key, true);
      if (state === 'PUBLISHED') return this.publishedEarlier(flow, item, plan, earlier.createdAt);
      if (state === 'FINISHED') return this.publish(flow, earlier.containerId, key);
      // 'gone': the earlier container can never be published; a new one is safe.
    }

    const createdAt = Date.now();
    const containerId = await this.createContainer(flow, item, plan, options);
    this.memory.remember(key, containerId);
    const state = await this.readyState(flow, containerId, key, false);
    if (state === 'gone') {
      // Only a container that vanished right after creation gets here; the platform lost it.
      throw new Error(`strand lost container ${containerId} right after creating it`);
    }
    // Another call for the same post (a second worker) published it first: that post is this one.
    if (state === 'PUBLISHED') return this.publishedEarlier(flow, item, plan, createdAt);
    return this.publish(flow, containerId, key);
  }

  /**
   * Waits for the container; 'gone' when it vanished, or (for one left by an earlier call,
   * `expiredIsGone`) when it outlived its 24 hours waiting for that retry. The memory forgets it.
   */
  private async readyState(
    flow: FlowContext,
    containerId: string,
    key: string,
    expiredIsGone: boolean,
  ): Promise<'FINISHED' | 'PUBLISHED' | 'gone'> {
    try {
      return await waitForContainer(flow.client, containerId, flow.poll, flow.signal);
    } catch (err) {
      const expired = err instanceof StrandContainerError && err.status === 'EXPIRED';
      if (isNoSuchObject(err) || (expired && expiredIsGone)) {
        this.memory.forget(key);
        return 'gone';
      }
      // ERROR and EXPIRED are final for this container; the failure goes to classify.
      if (err instanceof StrandContainerError) this.memory.forget(key);
      throw err;
    }
  }

  private async publish(flow: FlowContext, containerId: string, key: string): Promise<string> {
    try {
      const id = await flow.client.publishContainer(flow.userId, containerId);
      this.memory.forget(key);
      return id;
    } catch (err) {
      if (err instanceof StrandApiError && err.subcode === SUBCODE.containerExpired) this.memory.forget(key);
      throw err;
    }
  }

  /** An earlier call published the container but its answer never came: find that post. */
  private async publishedEarlier(
    flow: FlowContext,
    item: PublishItem,
    plan: MediaPlan,
    createdAt: number,
  ): Promise<string> {
    const found = await findPost(
      flow.client,
      flow.userId,
      { text: item.text, replyToId: item.replyToExternalId, mediaType: plan.mediaType },
      new Date(createdAt),
    );
    // Publishing again would post twice; not finding it yet (the listing can lag) is a retry later.
    if (!found) throw new Error('strand: the container is published but the post is not listed yet');
    return found.id;
  }

  /** The container that gets published: the post itself, or a carousel over its item containers. */
  private async createContainer(
    flow: FlowContext,
    item: PublishItem,
    plan: MediaPlan,
    options: SendOptions,
  ): Promise<string> {
    const post: ContainerParams = {
      media_type: plan.mediaType,
      ...(item.text !== '' ? { text: item.text } : {}),
      ...(item.replyToExternalId !== undefined ? { reply_to_id: item.replyToExternalId } : {}),
      ...(options.replyControl !== undefined ? { reply_control: options.replyControl } : {}),
      // The tag belongs to the first item of a chain only (spec: topicTag).
      ...(item.topicTag !== undefined && item.index === 0 ? { topic_tag: item.topicTag } : {}),
      ...(options.linkAttachment !== undefined ? { link_attachment: options.linkAttachment } : {}),
    };
    if (plan.mediaType === 'IMAGE') post.image_url = plan.media[0].url;
    if (plan.mediaType === 'VIDEO') post.video_url = plan.media[0].url;
    if (plan.mediaType === 'CAROUSEL') post.children = await this.carouselItems(flow, plan);
    return flow.client.createContainer(flow.userId, post);
  }

  /** One container per file, in order; the carousel may only name items that are ready. */
  private async carouselItems(flow: FlowContext, plan: MediaPlan): Promise<string[]> {
    const ids: string[] = [];
    for (const file of plan.media) {
      const video = file.kind === 'video';
      ids.push(
        await flow.client.createContainer(flow.userId, {
          media_type: video ? 'VIDEO' : 'IMAGE',
          ...(video ? { video_url: file.url } : { image_url: file.url }),
          is_carousel_item: true,
        }),
      );
    }
    for (const id of ids) {
      // An item is never published on its own, so PUBLISHED cannot come back here.
      await waitForContainer(flow.client, id, flow.poll, flow.signal);
    }
    return ids;
  }
}

function isNoSuchObject(err: unknown): boolean {
  return err instanceof StrandApiError && err.subcode === SUBCODE.noSuchObject;
}
