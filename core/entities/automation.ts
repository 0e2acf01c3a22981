import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** `draft` until enabled; only an `enabled` automation answers comments. */
export type AutomationStatus = 'draft' | 'enabled' | 'disabled';

/** A comment on one post of ours, on the account's next post, or on any of its posts. */
export type TriggerKind = 'post' | 'next_post' | 'any_post';

export type KeywordMatch = 'exact' | 'contains';

/** Where sending to the people who already commented stands (`POST .../past-comments`). */
export interface PastComments {
  status: 'idle' | 'running' | 'done' | 'stopped';
  sent: number;
  skipped: number;
  total: number;
  startedAt: string | null;
  finishedAt: string | null;
}

export const IDLE_PAST_COMMENTS: PastComments = {
  status: 'idle',
  sent: 0,
  skipped: 0,
  total: 0,
  startedAt: null,
  finishedAt: null,
};

/**
 * "Comment a keyword, get a direct message" on one connected account (issue 26). The post it
 * listens on is `boundPostId`/`boundExternalId`: set at creation for a `post` trigger, when the
 * account's next post goes out for `next_post`, never for `any_post`.
 */
export class Automation {
  [OptionalProps]?:
    | 'status'
    | 'postId'
    | 'boundPostId'
    | 'boundExternalId'
    | 'link'
    | 'mediaId'
    | 'publicReply'
    | 'pastComments'
    | 'enabledAt'
    | 'createdAt'
    | 'updatedAt';
  id!: string;
  workspaceId!: string;
  accountId!: string;
  platform!: string;
  status: AutomationStatus = 'draft';
  name!: string;
  triggerKind!: TriggerKind;
  /** For a `post` trigger: our post, as the request named it. */
  postId: string | null = null;
  boundPostId: string | null = null;
  /** The bound post's id on the channel: the comments listened to are under it. */
  boundExternalId: string | null = null;
  /** NFC, as given; matched case-insensitively. Empty: any comment. */
  keywords!: string[];
  match!: KeywordMatch;
  message!: string;
  link: string | null = null;
  mediaId: string | null = null;
  /** Posted under the comment when its message goes out. */
  publicReply: string | null = null;
  pastComments: PastComments = { ...IDLE_PAST_COMMENTS };
  /** When it was last enabled: "the next post" is one that goes out after this. */
  enabledAt: Date | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const AutomationSchema = new EntitySchema<Automation>({
  class: Automation,
  tableName: 'automations',
  indexes: [{ properties: ['workspaceId'] }, { properties: ['accountId', 'status'] }],
  properties: {
    id: { type: 'string', primary: true },
    workspaceId: { type: 'string' },
    accountId: { type: 'string' },
    platform: { type: 'string' },
    status: { type: 'string' },
    name: { type: 'text' },
    triggerKind: { type: 'string' },
    postId: { type: 'string', nullable: true },
    boundPostId: { type: 'string', nullable: true },
    boundExternalId: { type: 'string', nullable: true },
    keywords: { type: 'json' },
    match: { type: 'string' },
    message: { type: 'text' },
    link: { type: 'text', nullable: true },
    mediaId: { type: 'string', nullable: true },
    publicReply: { type: 'text', nullable: true },
    pastComments: { type: 'json' },
    enabledAt: { type: 'Date', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
