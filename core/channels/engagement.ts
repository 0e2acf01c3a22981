import type { PublishContext, PublishMedia } from './context';
import type { FeatureName } from './features';

/**
 * What a channel can do to posts that are already out (issue 25): like, reply, follow, hide a
 * reply, each an optional method matched by a feature row. The core resolves the request's target
 * (core/services/engagement/engagement-targets.ts), keeps one row per action, and runs every write
 * as a durable workflow (workflows/engage.ts); a plugin only speaks its platform.
 *
 * Adding engagement to a channel: implement the methods its platform has, turn their feature rows
 * true (or `partial` with the condition), add the matching endpoints to its emulator, and run the
 * plugin contract kit (test/contract/plugin-contract-kit.ts), which checks every method present.
 * A method left out answers 400 `not_supported` with its feature row's sentence.
 *
 * Every method throws on failure; `ChannelPlugin.classify` turns the thrown value into a spec
 * code, as for publishing. The `ctx` is the one publishing gets. Likes, hides and follows must be
 * safe to send twice (the platforms treat a repeat as done); a reply is not, hence `findReply`.
 */
export interface EngagementCapability {
  /** True when `value` has the shape of the channel's post ids (micro: digits). */
  isExternalId(value: string): boolean;
  /** A post link of this channel as its owner's handle and the post's id; null when not one. */
  parseLink?(url: string): LinkedPost | null;

  like?(ctx: PublishContext, target: EngagementTarget): Promise<void>;
  unlike?(ctx: PublishContext, target: EngagementTarget): Promise<void>;

  /** Replies to the post or reply `target`; the reply's id and public URL. */
  reply?(ctx: PublishContext, target: EngagementTarget, input: ReplyInput): Promise<EngagementResult>;
  /**
   * After a lost answer: the account's reply to `target` with exactly `text` made since `since`, or
   * null when surely not there. Absent: an unanswered reply ends `publish_unconfirmed` instead of
   * being sent a second time.
   */
  findReply?(
    ctx: PublishContext,
    target: EngagementTarget,
    text: string,
    since: Date,
  ): Promise<EngagementResult | null>;
  /** Deletes the account's own reply; one already gone counts as deleted. */
  deleteReply?(ctx: PublishContext, externalId: string): Promise<void>;

  follow?(ctx: PublishContext, handle: string): Promise<void>;
  unfollow?(ctx: PublishContext, handle: string): Promise<void>;

  /**
   * Hides (or, `hidden` false, shows again) someone's reply under one of the account's posts.
   * A channel that refuses to hide the account's own reply throws what its `classify` maps to
   * `cannot_hide_own_reply`.
   */
  hideReply?(ctx: PublishContext, replyExternalId: string, hidden: boolean): Promise<void>;
}

/** A post or reply on the channel, by its external id. */
export interface EngagementTarget {
  externalId: string;
  /** The handle of its author, when known (our own account's for our posts). */
  ownerHandle?: string;
}

export interface ReplyInput {
  text: string;
  mediaIds: string[];
  /** The files behind `mediaIds`, ready to send, as publishing gets them. */
  media?: PublishMedia[];
}

export interface EngagementResult {
  externalId: string;
  url?: string;
}

/** What a post link names; `ownerHandle` is left out when the link does not carry it. */
export interface LinkedPost {
  ownerHandle?: string;
  externalId: string;
}

/** Every engagement action a request can ask for. */
export const ENGAGEMENT_KINDS = [
  'like',
  'unlike',
  'reply',
  'deleteReply',
  'follow',
  'unfollow',
  'hide',
  'unhide',
] as const;
export type EngagementKind = (typeof ENGAGEMENT_KINDS)[number];

type Method = Exclude<keyof EngagementCapability, 'isExternalId' | 'parseLink' | 'findReply'>;

/** The plugin method and the feature row behind each kind. */
export const ENGAGEMENT_METHODS: Record<EngagementKind, { method: Method; feature: FeatureName }> = {
  like: { method: 'like', feature: 'like' },
  unlike: { method: 'unlike', feature: 'like' },
  reply: { method: 'reply', feature: 'reply' },
  deleteReply: { method: 'deleteReply', feature: 'reply' },
  follow: { method: 'follow', feature: 'follow' },
  unfollow: { method: 'unfollow', feature: 'follow' },
  hide: { method: 'hideReply', feature: 'hideReply' },
  unhide: { method: 'hideReply', feature: 'hideReply' },
};
