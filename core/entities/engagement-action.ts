import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { EngagementKind } from '../channels/engagement';

/**
 * `pending`: asked for, the workflow is on it (a try may have failed and another will follow);
 * `done`; `failed` with `errorCode`; `unconfirmed`: a reply was sent, its answer lost, and the
 * channel cannot be asked whether it arrived (`publish_unconfirmed`): never sent again by itself.
 */
export type EngagementStatus = 'pending' | 'done' | 'failed' | 'unconfirmed';

/** One engagement call (like, reply, follow, hide, and their undos): what was asked and how it ended. */
export class EngagementAction {
  [OptionalProps]?: 'status' | 'mediaIds' | 'errorDetails' | 'createdAt' | 'updatedAt';
  id!: string;
  workspaceId!: string;
  /** The connected account that acts. */
  accountId!: string;
  platform!: string;
  kind!: EngagementKind;
  status: EngagementStatus = 'pending';
  /** Our post the target is on (or is), when the request named one. */
  postId: string | null = null;
  /** The post or reply acted on, on the channel (for deleteReply: our reply; for hide: the reply). */
  targetExternalId: string | null = null;
  /** The author of the target post, or the account to follow. */
  ownerHandle: string | null = null;
  /** For a reply: its text and files. */
  text: string | null = null;
  mediaIds: string[] = [];
  /** For deleteReply: the reply action it undoes. */
  replyActionId: string | null = null;
  /** What the channel made: our reply's id and URL. */
  resultExternalId: string | null = null;
  resultUrl: string | null = null;
  errorCode: string | null = null;
  errorMessage: string | null = null;
  retryable: boolean | null = null;
  /** The failure's extra fields, answered with its code (`missingScopes`, `feature`). */
  errorDetails: Record<string, unknown> | null = null;
  /** Written before each platform call; a try that finds it set on a reply looks before resending. */
  attemptedAt: Date | null = null;
  /** For a reply: when it was deleted from the channel (DELETE /v1/engagement/replies/{id}). */
  deletedAt: Date | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
  finishedAt: Date | null = null;
}

export const EngagementActionSchema = new EntitySchema<EngagementAction>({
  class: EngagementAction,
  tableName: 'engagement_actions',
  indexes: [{ properties: ['workspaceId', 'postId'] }, { properties: ['accountId', 'resultExternalId'] }],
  properties: {
    id: { type: 'string', primary: true },
    workspaceId: { type: 'string' },
    accountId: { type: 'string' },
    platform: { type: 'string' },
    kind: { type: 'string' },
    status: { type: 'string' },
    postId: { type: 'string', nullable: true },
    targetExternalId: { type: 'string', nullable: true },
    ownerHandle: { type: 'string', nullable: true },
    text: { type: 'text', nullable: true },
    mediaIds: { type: 'json' },
    replyActionId: { type: 'string', nullable: true },
    resultExternalId: { type: 'string', nullable: true },
    resultUrl: { type: 'text', nullable: true },
    errorCode: { type: 'string', nullable: true },
    errorMessage: { type: 'text', nullable: true },
    retryable: { type: 'boolean', nullable: true },
    errorDetails: { type: 'json', nullable: true },
    attemptedAt: { type: 'Date', nullable: true },
    deletedAt: { type: 'Date', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
    finishedAt: { type: 'Date', nullable: true },
  },
});
