import type {
  ApiServices,
  BridgeAnswer,
  BridgeCapability,
  ChannelLimits,
  ChannelPlugin,
  ChannelPost,
  ChannelReply,
  ChannelSandbox,
  ClassifiedFailure,
  FeatureRow,
  PostMetrics,
  PublishContext,
  PublishItem,
  PublishResult,
  TargetDraft,
} from '../../core/channels/plugin';
import type { PairingConnect } from '../../core/channels/connect';
import type { EngagementCapability } from '../../core/channels/engagement';
import { pluginFeatures, type FeatureDeclarations } from '../../core/channels/features';
import { textLimitViolations } from '../../core/channels/text-limit';
import type { Violation } from '../../core/errors/app-error';
import type { Server } from 'node:http';
import { validateKrBody } from './body-rules';
import { publishJobPayload } from './bridge-job';
import { attachBridge } from './bridge/attach';
import { requireExtension } from './bridge/versions';
import { checkKrEdit } from './rewrite';
import { krCommentId, krEngagement } from './engagement';
import type { KrCategory } from './categories';
import { classifyKrError, krRetryable } from './classify';
import { KR_PLATFORM } from './limits';
import { KR_MEDIA_LIMITS } from './markup/definitions';
import { mediaRefsOf } from './markup/media-refs';
import { parseBody } from './markup/parse';
import { krOptionsSchema } from './options-schema';
import { readKrOptions } from './options';
import { validateKrDraft } from './rules';
import { krSandboxAccount } from './sandbox';
import { KrBlogEmulator } from './sandbox-blog/emulator';
import { startSandboxExtension } from './sandbox-extension/runner';

const FEATURES: FeatureDeclarations = {
  publish: {
    supported: 'partial',
    condition:
      "Through the person's browser extension (the bridge): a post waits until the extension is online and signed in, up to 7 days.",
  },
  chain: {
    supported: false,
    condition: 'A blog post is one page; only the chain channels take a chain.',
  },
  topicTag: { supported: false, condition: 'The blog takes tags (options.kr_blog.tags), not a topic tag.' },
  media: { supported: true },
  edit: {
    supported: 'partial',
    condition:
      "Rewritten by the person's browser extension (0.4.0 or later), which must be online; a post written in the blog's own editor cannot be rewritten here yet.",
  },
  delete: {
    supported: 'partial',
    condition: "Through the person's browser extension, which must be online (else bridge_offline).",
  },
  metrics: {
    supported: 'partial',
    condition: "Views and comments, read by the person's browser extension when it is online.",
  },
  replies: {
    supported: 'partial',
    condition: "The post's comments, read by the person's browser extension when it is online.",
  },
  channelPosts: {
    supported: 'partial',
    condition:
      "The blog's posts, also those written in its own editor, read by the person's browser extension when it is online.",
  },
  quota: { supported: false, condition: 'The blog does not report its daily allowance (about 200 posts).' },
  publishOptions: { supported: false, condition: 'Only the short-video channel has publish options.' },
  like: {
    supported: 'partial',
    condition:
      "Through the person's browser extension (0.10.0 or later), online: the like of a post or a comment, not one's own (kr_not_allowed).",
  },
  reply: {
    supported: true,
    condition:
      "Through the person's browser extension (0.10.0 or later), online: a comment, or a reply under one; text only (kr_reply_media_not_supported). Deleting our own comment needs 0.11.0.",
  },
  follow: {
    supported: 'partial',
    condition:
      "A neighbor request (이웃추가) through the person's browser extension (0.10.0 or later); a blog may refuse it (kr_follow_blocked).",
  },
  hideReply: {
    supported: false,
    condition: 'The blog offers delete and block on comments, no hide.',
  },
};

/** Reads wait this long for the extension (inside the read workflow's 12 s); a delete longer. */
const READ_WAIT_MS = 10_000;
const DELETE_WAIT_MS = 45_000;

/** A failure carrying a spec code, as classify reads it. */
function coded(code: string, detail?: string): Error {
  return Object.assign(new Error(detail ?? code), { code });
}

/** The categories an extension read, kept only where each has an id and a name. */
function readCategories(value: unknown): KrCategory[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((c: Partial<KrCategory> | null) =>
    c && typeof c.id === 'string' && typeof c.name === 'string'
      ? [{ id: c.id, name: c.name, ...(typeof c.parentId === 'string' ? { parentId: c.parentId } : {}) }]
      : [],
  );
}

/**
 * The Korean blog (kr): no write API since 2020, so a post is a job for the person's own browser
 * extension (extension/), which fills the blog's editor in their signed-in browser. The publish
 * workflow holds the job (workflows/bridge-hold.ts with bridge/hold.ts) until the extension,
 * connected to the API's bridge socket (bridge/hub.ts), answers with the post number.
 */
export class KrBlogPlugin implements ChannelPlugin {
  readonly id = KR_PLATFORM;
  readonly name = 'Korean blog';
  readonly chain = false;
  readonly defaultBaseUrl = 'https://blog.naver.com';

  get features(): readonly FeatureRow[] {
    return pluginFeatures(this, FEATURES);
  }

  readonly limits = {
    text: { limit: 100_000, counting: 'characters', note: 'the body markup of GET /v1/kr/grammar' },
    media: { images: KR_MEDIA_LIMITS.images, videos: KR_MEDIA_LIMITS.videos, mixImagesAndVideo: true },
  } as const satisfies ChannelLimits;

  readonly optionsSchema = krOptionsSchema;

  readonly engagement: EngagementCapability = krEngagement();

  readonly connect: PairingConnect = { kind: 'pairing', platformUrl: this.defaultBaseUrl };

  readonly sandbox: ChannelSandbox = {
    account: krSandboxAccount,
    createEmulator: () => new KrBlogEmulator(),
    companion: startSandboxExtension,
  };

  readonly bridge: BridgeCapability = {
    publishJob: (item, account) => ({ ...publishJobPayload(item, account.metadata) }),
    verifyJob: (item: PublishItem, since: Date) => ({
      title: readKrOptions(item.options).title ?? '',
      since: since.toISOString(),
    }),
    retryable: krRetryable,
    outdated: (action, version) =>
      requireExtension(
        action === 'edit' ? 'edit' : action === 'deleteReply' ? 'deleteComment' : 'engagement',
        version,
      ),
    checkEdit: checkKrEdit,
    refresh: {
      kind: 'refresh',
      metadata: (data) => ({ categories: readCategories(data.categories) }),
    },
    wake: ({ handle, sandboxUrl }) => ({
      how: `Open Chrome with the Fanout bridge extension on the computer signed in to the blog ${handle}; the extension connects within seconds and posts waiting for it go out. Signed out of the blog: sign in there, the extension notices.`,
      ...(sandboxUrl
        ? {
            sandbox: `POST ${sandboxUrl}/${KR_PLATFORM}/_sandbox/kr/extension {"running": true} starts the sandbox extension of npm start.`,
          }
        : {}),
    }),
  };

  /** The form a post chose is the blog's form until another is chosen (spec: remembered per workspace). */
  remember(options: Record<string, unknown>): Record<string, unknown> | undefined {
    const { form } = readKrOptions(options);
    return form ? { form } : undefined;
  }

  placedMediaIds(text: string): string[] {
    return mediaRefsOf(parseBody(text).blocks).map((r) => r.mediaId);
  }

  /** `krBlog.categories`: the blog's categories as last read (a parent and a child may share a name). */
  accountFields(metadata: Record<string, unknown>): Record<string, unknown> {
    return { krBlog: { categories: (metadata.categories as KrCategory[] | undefined) ?? [] } };
  }

  validate(draft: TargetDraft): Violation[] {
    const categories = draft.account?.metadata.categories as KrCategory[] | undefined;
    return [
      ...validateKrDraft(draft, categories),
      ...validateKrBody(draft),
      ...textLimitViolations(KR_PLATFORM, this.limits.text, draft.text),
    ];
  }

  /** Never called: a kr target is a bridge job the publish workflow holds (see `bridge`). */
  async publish(): Promise<PublishResult> {
    throw Object.assign(new Error('kr_blog publishes through the bridge'), { code: 'bridge_unsupported' });
  }

  /** Rewrites the published post in place through the extension: the same number, the new body. */
  async edit(ctx: PublishContext, logNo: string, item: PublishItem): Promise<void> {
    const payload = { ...publishJobPayload(item, ctx.account.metadata ?? {}), logNo };
    await this.answer(ctx, 'edit', payload, DELETE_WAIT_MS);
  }

  /** Deletes the post through the extension (`kr_post_unavailable`: the number opens no post). */
  async remove(ctx: PublishContext, logNo: string): Promise<void> {
    await this.ask(ctx, 'delete', { logNo }, DELETE_WAIT_MS);
  }

  /** What is on the blog now, newest first, also posts written in its own editor. */
  async channelPosts(ctx: PublishContext, limit: number): Promise<ChannelPost[]> {
    const data = await this.ask(ctx, 'posts', {}, READ_WAIT_MS);
    const posts = Array.isArray(data.posts) ? (data.posts as Array<Record<string, unknown>>) : [];
    return posts
      .filter((p) => p.status === 'published' && !p.deleted)
      .map((p) => ({
        externalId: String(p.logNo),
        text: String(p.title ?? ''),
        url: `${ctx.account.baseUrl}/${ctx.account.externalAccountId}/${String(p.logNo)}`,
        createdAt: String(p.createdAt ?? ''),
      }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, limit);
  }

  /** The owner's view and comment counts (`kr_stats_unavailable` when the blog shows none). */
  async metrics(ctx: PublishContext, logNo: string): Promise<PostMetrics> {
    const data = await this.ask(ctx, 'stats', { logNo }, READ_WAIT_MS);
    const metrics: PostMetrics = {};
    if (typeof data.views === 'number') metrics.views = data.views;
    if (typeof data.comments === 'number') metrics.comments = data.comments;
    return metrics;
  }

  /** The post's comments, newest first (`kr_comments_closed` when the post takes none). */
  async replies(ctx: PublishContext, logNo: string, limit: number): Promise<ChannelReply[]> {
    const data = await this.ask(ctx, 'comments', { logNo }, READ_WAIT_MS);
    const comments = Array.isArray(data.comments) ? (data.comments as Array<Record<string, unknown>>) : [];
    return (
      comments
        // A comment is named with its post (engagement.ts): a reply to it needs both.
        .map((c) => ({
          externalId: krCommentId(logNo, String(c.id)),
          text: String(c.text ?? ''),
          authorHandle: String(c.author ?? ''),
          createdAt: String(c.at ?? ''),
          replyToExternalId: typeof c.parentId === 'string' ? krCommentId(logNo, c.parentId) : logNo,
        }))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, limit)
    );
  }

  /** One job of the account's extension, its refusal thrown as its spec code. */
  /** One job of the account's extension: its answer, or its refusal thrown as its spec code. */
  private async answer(
    ctx: PublishContext,
    kind: string,
    payload: Record<string, unknown>,
    timeoutMs: number,
  ): Promise<Extract<BridgeAnswer, { ok: true }>> {
    if (!ctx.account.bridge) throw coded('bridge_offline', 'this account has no browser extension paired');
    const answer = await ctx.account.bridge.ask(kind, payload, timeoutMs);
    if (!answer) throw coded('bridge_stalled', `the extension did not answer within ${timeoutMs / 1000} s`);
    if (!answer.ok) throw coded(answer.code, answer.detail);
    return answer;
  }

  /** A job that answers with data (reads, delete). */
  private async ask(
    ctx: PublishContext,
    kind: string,
    payload: Record<string, unknown>,
    timeoutMs: number,
  ): Promise<Record<string, unknown>> {
    const answer = await this.answer(ctx, kind, payload, timeoutMs);
    if (!('data' in answer)) throw coded('kr_verify_failed', 'the extension answered without data');
    return answer.data;
  }

  classify(error: unknown): ClassifiedFailure {
    return classifyKrError(error);
  }

  attachToApi(server: Server, services: ApiServices): () => Promise<void> {
    return attachBridge(server, services.container);
  }
}
