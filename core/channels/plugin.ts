import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { DependencyContainer } from 'tsyringe';
import type { Violation } from '../errors/app-error';
import type { ErrorCode } from '../errors/catalogue';
import type { SharedCounting } from '../text/count';
import type { ConnectFlow } from './connect';
import type { BridgeClient, PublishContext, PublishMedia } from './context';
import type { FeatureRow } from './features';

export type { AccountContext, BridgeAnswer, BridgeClient, PublishContext, PublishMedia } from './context';
export { FEATURE_NAMES, type FeatureName, type FeatureRow, type Support } from './features';
import type { EngagementCapability, EngagementKind } from './engagement';
import type { DmCapability } from './dm';

/**
 * The contract every channel implements. Adding a platform is adding a folder under plugins/
 * with a class implementing this interface; the core never switches on channel ids.
 */
export interface ChannelPlugin {
  /** Channel id as clients write it: `micro`, `chat`, ... (keys `options.<id>`). */
  readonly id: string;
  /** Human name shown by GET /v1/platforms. */
  readonly name: string;
  /** True for the chain channels (accept `threadItems`). */
  readonly chain: boolean;
  /** Rows of GET /v1/platforms: what the channel can do. Every optional capability below has a row. */
  readonly features: readonly FeatureRow[];
  readonly limits: ChannelLimits;
  /** JSON Schema of `options.<id>` (without `content`, which every channel takes). */
  readonly optionsSchema: Record<string, unknown>;
  /** Where the real platform API lives; overridable per deployment by `<ID>_BASE_URL`. */
  readonly defaultBaseUrl: string;
  /** How an account of this channel is connected (core/channels/connect.ts): OAuth or a token. */
  readonly connect: ConnectFlow;
  /**
   * True when publishing a text-only item is one short platform call (no upload, no waiting for the
   * platform to prepare anything). The worker then makes the first try inside the workflow task (a
   * local activity), without the server round trips of a regular activity; a try that fails goes on
   * as a regular activity. Absent: every item is a regular activity.
   */
  readonly quickTextSend?: boolean;

  /** Pure: every broken rule of this channel for one target, as spec codes with their extra fields. */
  validate(draft: TargetDraft): Violation[];

  /**
   * Send one post or one chain item. Returns the platform's id and public URL.
   * Throw on failure; `classify` turns the thrown value into a spec code.
   */
  publish(ctx: PublishContext, item: PublishItem): Promise<PublishResult>;

  /**
   * After a lost answer (timeout, crash), ask the platform whether `item` is already up, looking at
   * what the account posted since `since`. Returns the post if found, null if surely not there.
   * Absent when the platform offers no way to tell: the target then ends `publish_unconfirmed`.
   */
  findPublished?(ctx: PublishContext, item: PublishItem, since: Date): Promise<PublishResult | null>;

  /** Delete a published post from the channel (feature row `delete`). */
  remove?(ctx: PublishContext, externalId: string): Promise<void>;

  /**
   * Rewrite a published post in place with `item`'s text (feature row `edit`). Absent when the
   * channel cannot rewrite posts: a live edit then answers `post_not_editable` with the row's reason.
   */
  edit?(ctx: PublishContext, externalId: string, item: PublishItem): Promise<void>;

  /**
   * What is on the channel now, newest first, at most `limit` (1-100) posts, including posts made
   * outside this service (feature row `channelPosts`). Read live, never cached.
   */
  channelPosts?(ctx: PublishContext, limit: number): Promise<ChannelPost[]>;

  /**
   * What the platform counts on one published post (feature row `metrics`): only the counts the
   * platform reports, under neutral names. Read live, never cached.
   */
  metrics?(ctx: PublishContext, externalId: string): Promise<PostMetrics>;

  /**
   * Replies (comments) on one published post as the platform lists them, newest first, at most
   * `limit` (1-100), whoever wrote them (feature row `replies`). Read live, never cached.
   */
  replies?(ctx: PublishContext, externalId: string, limit: number): Promise<ChannelReply[]>;

  /** How much of the channel's publishing allowance the account has used (feature row `quota`). */
  quota?(ctx: PublishContext): Promise<ChannelQuota>;

  /**
   * The account's current publish settings as the platform reports them (feature row
   * `publishOptions`); values change with account settings, so they are never cached.
   */
  publishOptions?(ctx: PublishContext): Promise<Record<string, unknown>>;

  /**
   * Like, reply, follow and hide on posts already out (core/channels/engagement.ts); each method
   * has a feature row. Absent: every engagement call answers `not_supported`.
   */
  readonly engagement?: EngagementCapability;

  /**
   * A private message to someone who commented, the comments' webhooks and the past comments of a
   * post (core/channels/dm.ts), for automations; feature rows `dm` and `pastComments`. Absent: the
   * channel's automations answer `not_supported`.
   */
  readonly dm?: DmCapability;

  /** Map anything a call of this plugin threw (writes and reads) to a spec code and whether a retry can help. */
  classify(error: unknown): ClassifiedFailure;

  /** The platform emulator used by tests and by sandbox accounts. */
  readonly sandbox: ChannelSandbox;

  /**
   * Present for a channel with no write API, published through the person's own browser extension
   * (the bridge): a target is then a job the publish workflow holds until the extension does it,
   * instead of a `publish` call. `publish` is not used for such a channel.
   */
  readonly bridge?: BridgeCapability;

  /**
   * For a channel whose body places files by id (the Korean blog's `media:<id>`): the ids `text`
   * places, in order. Their files go with the post even when `mediaIds` leaves them out, and a
   * post whose shared text places files cannot go to a channel without this (it would print them).
   */
  placedMediaIds?(text: string): string[];

  /**
   * What the account remembers from a post's `options.<id>` for the next one (the Korean blog: the
   * form chosen, so the next post may omit it); merged into `Account.metadata` when the post is made.
   */
  remember?(options: Record<string, unknown>): Record<string, unknown> | undefined;

  /** Fields the channel shows on its accounts, read from `Account.metadata` (kr: `krBlog`). */
  accountFields?(metadata: Record<string, unknown>): Record<string, unknown>;

  /**
   * Mounts what the channel needs on the API's HTTP server (the bridge's socket endpoint, say);
   * called once when the API starts. Returns what to run when it stops.
   */
  attachToApi?(server: HttpServer, services: ApiServices): () => Promise<void>;
}

/** What a bridged channel hands the core (see `ChannelPlugin.bridge`). */
export interface BridgeCapability {
  /** The job's payload for the extension: the post as the editor will be filled. */
  publishJob(item: PublishItem, account: { metadata: Record<string, unknown> }): Record<string, unknown>;
  /** A job asking the blog whether `item` went out since `since` (after a lost answer). */
  verifyJob(item: PublishItem, since: Date): Record<string, unknown>;
  /** Whether a retry can help after the extension refused with `code`. */
  retryable(code: string): boolean;
  /**
   * How to wake the person's browser (`bridge.wake`): what to open or do. `sandboxUrl`: for a
   * sandbox account, where its sandbox extension is switched on.
   */
  wake(account: { handle: string; sandboxUrl?: string }): Record<string, string>;
  /**
   * Re-reading the account's channel metadata (the blog's categories) through the extension: the
   * job kind, and the metadata its answer's `data` gives. Absent: `refresh_unsupported`.
   */
  refresh?: { kind: string; metadata(data: Record<string, unknown>): Record<string, unknown> };
  /** A refusal before anything is sent when the paired extension is too old for `action` (`extension_outdated`). */
  outdated?(action: 'edit' | EngagementKind, extensionVersion: string): Violation | undefined;
  /**
   * Before a live edit is queued: what the channel must check with the platform first (the
   * Korean blog: a post written in its own editor is rewritten only against its current source).
   * Returns the refusals; nothing is changed when there are any.
   */
  checkEdit?(edit: BridgeEditCheck): Promise<Violation[]>;
}

export interface BridgeEditCheck {
  bridge: BridgeClient;
  extensionVersion: string;
  /** The post's external id on the channel. */
  externalId: string;
  /** The text the channel will get, and its options. */
  text: string;
  options: Record<string, unknown>;
  /** True for a post written on the platform itself (not made by this service). */
  writtenOnPlatform: boolean;
}

/** What the API gives a plugin that mounts something on its server. */
export interface ApiServices {
  /** The API's dependency container (core services resolve from it). */
  container: DependencyContainer;
}

/**
 * How a channel counts text: the service rule (code points, emoji as bytes), X-style weights, UTF-8
 * bytes, UTF-16 units, or grapheme clusters (core/text/count.ts counts all but weights).
 */
export type TextCounting = SharedCounting | 'weighted';

export interface ChannelLimits {
  text: { limit: number; counting: TextCounting; note?: string };
  media: { images: number; videos: number; mixImagesAndVideo: boolean };
}

/** One target as the API checks it before anything is stored. */
export interface TargetDraft {
  /** The text this channel will send: `options.<id>.content` when given, else the post's content. */
  text: string;
  /** The chain, when the post has `threadItems` (item 0 is the root). */
  threadItems?: { text: string; mediaIds: string[]; media?: DraftMedia[] }[];
  mediaIds: string[];
  /**
   * The files behind `mediaIds`, in the same order, as the probe described them. Absent when they
   * could not all be read (the API reports those ids itself) or the caller has no files at hand:
   * the rules that need the files then wait for publish.
   */
  media?: DraftMedia[];
  /** True for a reply (`replyTo`): some channels send a reply as something else (social: a comment). */
  reply?: boolean;
  /** `options.<id>` without `content`. */
  options: Record<string, unknown>;
  topicTag?: string;
  /**
   * The post around this target, for rules that look across it (a channel-only schedule, say).
   * `liveEdit`: the rules run for a rewrite of a post that is out.
   */
  post?: { scheduledAt?: string; platforms: string[]; liveEdit?: boolean };
  /** What the channel keeps on the account (`Account.metadata`), for rules that need it (categories). */
  account?: {
    metadata: Record<string, unknown>;
    /** For a bridged channel: the version the account's extension last reported (null: never connected). */
    extensionVersion?: string | null;
  };
}

/**
 * One stored file as the create-time rules see it: what the probe found, without the URL or the
 * bytes. Media are immutable once complete, so what passes these rules is what goes out.
 */
export type DraftMedia = Pick<
  PublishMedia,
  'id' | 'kind' | 'contentType' | 'bytes' | 'width' | 'height' | 'durationSec'
>;

/** One thing to send: a whole post, or one item of a chain. */
export interface PublishItem {
  text: string;
  mediaIds: string[];
  options: Record<string, unknown>;
  /** Position in the chain; 0 for a single post or a chain's root. */
  index: number;
  /** For a chain item after the root: the external id of the item before it. */
  replyToExternalId?: string;
  /**
   * What the chain's earlier items returned as `PublishResult.chainContext`, next to
   * `replyToExternalId`: `root` is item 0's, `parent` the item's before this one (for a reply post,
   * both are the replied post's). Why: a network whose replies name the root and the parent by URI
   * and content hash would otherwise read both back, one extra call per item. Stored with the
   * items' external ids (`post_targets.item_chain_contexts`), so it survives a worker crash between
   * items. Absent for a root, and where the earlier item returned none.
   */
  chain?: ChainRefs;
  /**
   * The same for every execution of the same attempt at this item (a retried activity after a
   * crash or a lost answer gets the same key), new for a new attempt after a failure the platform
   * answered (`<targetId>.<index>.<attempt number>`, from stored rows: no time, no randomness).
   * Why: a network with client-chosen record keys or an `Idempotency-Key` header turns a repeated
   * send into a safe refusal or the same post, instead of needing a look-up. Opaque: at most 64
   * characters of `[A-Za-z0-9_.]`; a network that needs another shape (a TID) derives it, the same
   * way every time. Set on every item the worker's publish path hands `publish` and
   * `findPublished`; absent on items that are not a send (an edit's, one a plugin builds for its
   * own engagement reply, a hand-built test item), hence optional.
   */
  sendKey?: string;
  topicTag?: string;
  /**
   * The files behind `mediaIds`, in order, ready to send (filled by the publish service from
   * media storage). Absent or empty for a text post.
   */
  media?: PublishMedia[];
}

export interface PublishResult {
  externalId: string;
  url?: string;
  warnings?: string[];
  /**
   * What the chain's later items need of this one besides its id (a URI and a content hash, say):
   * given back to them as `PublishItem.chain.root` / `.parent`. Strings only; kept small (it is
   * stored with the target). `findPublished` should return it too, since a found item stands for
   * the one sent.
   */
  chainContext?: Record<string, string>;
}

/** What a chain item gets of the items before it (see `PublishItem.chain`). */
export interface ChainRefs {
  /** The chain's first item's `chainContext`. */
  root?: Record<string, string>;
  /** The `chainContext` of the item this one answers. */
  parent?: Record<string, string>;
}

/** One post as the channel shows it (`GET /v1/channels/posts`). */
export interface ChannelPost {
  externalId: string;
  text: string;
  url?: string;
  /** ISO 8601. */
  createdAt: string;
  replyToExternalId?: string;
}

/**
 * A post's counts as the platform reports them, by neutral name: `views`, `reach`, `likes`,
 * `reactions`, `replies`, `comments`, `reposts`, `quotes`, `shares`, `saves`. A count the
 * platform does not report is left out, never guessed as 0.
 */
export type PostMetrics = Partial<Record<MetricName, number>>;

export const METRIC_NAMES = [
  'views',
  'reach',
  'likes',
  'reactions',
  'replies',
  'comments',
  'reposts',
  'quotes',
  'shares',
  'saves',
] as const;

export type MetricName = (typeof METRIC_NAMES)[number];

/** One reply or comment on a post, as the channel shows it (`GET /v1/posts/{id}/thread`). */
export interface ChannelReply {
  externalId: string;
  text: string;
  /** The writer's handle (or display name where the platform shows no handle). */
  authorHandle: string;
  /** ISO 8601. */
  createdAt: string;
  /** The post or reply it answers, when the platform says. */
  replyToExternalId?: string;
}

/** The channel's own count of what the account has used (`GET /v1/channels/quota`). */
export interface ChannelQuota {
  used: number;
  /** Left out when the platform does not say. */
  total?: number;
  /** The length of the rolling window, in seconds; left out when the platform does not say. */
  windowSeconds?: number;
}

export interface ClassifiedFailure {
  code: ErrorCode;
  retryable: boolean;
  message: string;
  /** From the platform's own rate-limit answer; the workflow waits this long before retrying. */
  retryAfterSeconds?: number;
  /** The code's extra fields for the error answer (spec: `reconsent_required` +missingScopes). */
  details?: Record<string, unknown>;
}

/** What a connect flow would store for an account; sandbox accounts are made from a handle alone. */
export interface SandboxAccount {
  externalAccountId: string;
  handle: string;
  credentials: Record<string, string>;
  /** What the channel shows on the account (`Account.metadata`: a blog's categories, say). */
  metadata?: Record<string, unknown>;
}

export interface ChannelSandbox {
  /** Credentials the emulator accepts for `handle`, derived from the handle alone (no call needed). */
  account(handle: string): SandboxAccount;
  /** A fresh emulator with empty state. */
  createEmulator(): PlatformEmulator;
  /**
   * The person's side of a channel reached through a browser extension: started next to the
   * emulators by `npm start`, so sandbox accounts work with nothing installed. Returns its stop.
   */
  companion?(context: SandboxCompanionContext): () => Promise<void>;
}

export interface SandboxCompanionContext {
  emulator: PlatformEmulator;
  /** The API the companion connects to. */
  apiUrl: string;
  /** This channel's emulator base URL (`<sandbox url>/<channel id>`). */
  platformUrl: string;
  dataDir: string;
  log(line: string): void;
  /** One line for the start banner: what the companion is (`npm start` prints it). */
  announce(line: string): void;
}

/**
 * An in-memory stand-in for the platform's HTTP API: same paths, bodies, error shapes and limits.
 * Besides the platform's paths it serves test controls under `/_sandbox/`:
 *   GET  /_sandbox/posts            every post on the emulated platform, oldest first
 *   POST /_sandbox/fail {kind, count?}  make the next `count` (default 1) write calls fail that way
 *   POST /_sandbox/reset            forget everything
 *   POST /_sandbox/engage {postId, metrics?, reply?}  other people's engagement on a stored post
 */
export interface PlatformEmulator {
  /** Node request handler; the emulator sees paths relative to its base URL. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  posts(): EmulatedPost[];
  failNext(kind: string, count?: number): void;
  /**
   * Records engagement from other users on a stored post: counts added to its metrics, and a
   * reply (or comment) that the platform's read paths then show. Throws on an unknown post, a
   * count the platform does not keep, or a reply the post cannot take.
   */
  engage(postId: string, engagement: SandboxEngagement): void;
  /** Release answers held by the `hold_after_accept` failure (for crash tests). */
  releaseHeld(): void;
  /**
   * Keep what the platform was sent in `file` (core/sandbox/state-file.ts): loaded now, written
   * after changes, so post URLs and reads still work after the sandbox restarts.
   */
  persistTo(file: string): void;
  /**
   * Writes the state file a last time and stops writing it (at shutdown): nothing the stopped
   * emulator does later, such as processing that finishes, reaches a file that a new sandbox on
   * the same data dir may already use.
   */
  stopPersisting(): void;
  reset(): void;
}

export interface EmulatedPost {
  id: string;
  accountId: string;
  text: string;
  replyToId?: string;
  createdAt: string;
  deleted?: boolean;
  [more: string]: unknown;
}

/** Engagement from other users, as `POST /_sandbox/engage` takes it. */
export interface SandboxEngagement {
  /** Counts to add, by neutral metric name (those the platform keeps). */
  metrics?: Partial<Record<MetricName, number>>;
  reply?: { text: string; authorHandle: string };
}
