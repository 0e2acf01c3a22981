import type {
  ChannelPlugin,
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
import { pluginFeatures, type FeatureDeclarations } from '../../core/channels/features';
import { sandboxPostUrl } from '../../core/channels/sandbox-post-url';
import type { Violation } from '../../core/errors/app-error';
import { classifyAtprotoError } from './classify';
import { AtprotoApiError, parseAtUri, POST_COLLECTION, type AtprotoClient, type ThreadView } from './client';
import { atprotoConnect } from './connect';
import { AtprotoEmulator } from './emulator';
import { buildPost, recordOf, type PublishedRecord } from './post-record';
import { rkeyForSend } from './rkey';
import { ATPROTO_LIMITS, validateAtprotoDraft } from './rules';
import { atprotoSandboxAccount } from './sandbox';
import { withSession } from './session';

/** How far before `since` the look-up starts, so a server clock a little behind ours still matches. */
const CLOCK_SLACK_MS = 10_000;
/** How many of the account's newest posts the look-up without a record key reads. */
const LOOKUP_WINDOW = 50;

const FEATURES: FeatureDeclarations = {
  topicTag: { supported: false, condition: 'Posts carry no topic tag; write a #tag in the text instead.' },
  media: {
    supported: 'partial',
    condition:
      'Images only: up to four, each at most 1,000,000 bytes, with alt texts from options.atproto.altTexts. Videos are not sent yet.',
  },
  edit: {
    supported: false,
    condition: 'The network shows a post as it was first written: there is no edit, only delete.',
  },
};

/**
 * The AT Protocol channel: Bluesky and every other server of the protocol. An account lives on
 * its own server (its PDS); it is connected with an app password, and posts are records of
 * `app.bsky.feed.post` in the account's repo. The external id of a post is its AT URI
 * (`at://<did>/app.bsky.feed.post/<rkey>`), which names the account, so every later call
 * (delete, reads, a reply to it) needs nothing else.
 */
export class AtprotoPlugin implements ChannelPlugin {
  readonly id = 'atproto';
  readonly name = 'AT Protocol (Bluesky)';
  readonly chain = true;
  readonly defaultBaseUrl = 'https://bsky.social';
  readonly connect = atprotoConnect;
  readonly limits = ATPROTO_LIMITS;

  get features(): readonly FeatureRow[] {
    return pluginFeatures(this, FEATURES);
  }

  readonly optionsSchema: Record<string, unknown> = {
    type: 'object',
    properties: {
      altTexts: {
        type: 'array',
        maxItems: 4,
        items: { type: 'string', maxLength: 2000 },
        description: "Alt text of each image, in the order of the post's images (screen readers read it).",
      },
      langs: {
        type: 'array',
        maxItems: 3,
        items: { type: 'string', minLength: 2, maxLength: 35 },
        description: 'Languages of the text as BCP 47 tags (`en`, `ko`), so feeds can filter by language.',
      },
    },
    additionalProperties: false,
  };

  readonly sandbox: ChannelSandbox = {
    account: atprotoSandboxAccount,
    createEmulator: () => new AtprotoEmulator(),
  };

  validate(draft: TargetDraft): Violation[] {
    return validateAtprotoDraft(draft);
  }

  async publish(ctx: PublishContext, item: PublishItem): Promise<PublishResult> {
    return withSession(ctx, async (client) => {
      const repo = ctx.account.externalAccountId;
      const { record, warnings } = await buildPost(client, item);
      const rkey = item.sendKey === undefined ? undefined : rkeyForSend(item.sendKey);
      try {
        const created = await client.createRecord({ repo, collection: POST_COLLECTION, rkey, record });
        return this.result(ctx, { ...created, value: record }, warnings);
      } catch (error) {
        // The key is this send's own: a record already under it is this send, made by a try
        // whose answer was lost (the reference PDS answers a taken key with a bare 500). Anything
        // but a refused token or a rate limit may mean that, so the key is read before giving up.
        if (rkey === undefined || !mayBeTaken(error)) throw error;
        const existing = await recordOf(client, repo, rkey);
        if (!existing) throw error;
        return this.result(ctx, existing, warnings);
      }
    });
  }

  /**
   * After a lost answer: one read of the record key the send wrote under (derived from its send
   * key), taken for the send only when it holds what was sent (the same text, answering the same
   * post). An item without a send key (one in flight from before send keys) falls back to the
   * account's newest posts, matched by text and by the post they answer.
   */
  async findPublished(ctx: PublishContext, item: PublishItem, since: Date): Promise<PublishResult | null> {
    return withSession(ctx, async (client) => {
      const repo = ctx.account.externalAccountId;
      const sent = (r: PublishedRecord) =>
        r.value.text.normalize('NFC') === item.text.normalize('NFC') &&
        r.value.reply?.parent.uri === item.replyToExternalId;
      if (item.sendKey !== undefined) {
        const found = await recordOf(client, repo, rkeyForSend(item.sendKey));
        return found && sent(found) ? this.result(ctx, found) : null;
      }
      const { records } = await client.listRecords(repo, POST_COLLECTION, LOOKUP_WINDOW);
      const from = since.getTime() - CLOCK_SLACK_MS;
      const found = records.find((r) => sent(r) && Date.parse(r.value.createdAt) >= from);
      return found ? this.result(ctx, found) : null;
    });
  }

  async remove(ctx: PublishContext, externalId: string): Promise<void> {
    const at = parseAtUri(externalId);
    if (!at) throw new AtprotoApiError(400, 'InvalidRequest', `Not an AT URI: ${externalId}`);
    // Deleting a record that is gone already succeeds on the protocol: a repeated delete is fine.
    await withSession(ctx, (client) => client.deleteRecord(at.repo, at.collection, at.rkey));
  }

  /** Counts from the AppView's view of the post (a bare PDS passes this read on to its AppView). */
  async metrics(ctx: PublishContext, externalId: string): Promise<PostMetrics> {
    const { post } = await withSession(ctx, (client) => thread(client, externalId, 0));
    return {
      likes: post.likeCount ?? 0,
      reposts: post.repostCount ?? 0,
      replies: post.replyCount ?? 0,
      quotes: post.quoteCount ?? 0,
    };
  }

  async replies(ctx: PublishContext, externalId: string, limit: number): Promise<ChannelReply[]> {
    const { replies } = await withSession(ctx, (client) => thread(client, externalId, 1));
    return replies
      .map((r): ChannelReply => ({
        externalId: r.uri,
        text: r.record.text,
        authorHandle: r.author.handle,
        createdAt: new Date(r.record.createdAt).toISOString(),
        replyToExternalId: externalId,
      }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, limit);
  }

  classify(error: unknown): ClassifiedFailure {
    return classifyAtprotoError(error);
  }

  /**
   * The published post, with what a reply to it needs (`chainContext`): its strong ref and its
   * thread's root (itself for a root), so the next chain item names both without reading them.
   */
  private result(ctx: PublishContext, post: PublishedRecord, warnings: string[] = []): PublishResult {
    const root = post.value.reply?.root ?? { uri: post.uri, cid: post.cid };
    return {
      externalId: post.uri,
      url: this.postUrl(ctx, post.uri),
      chainContext: { uri: post.uri, cid: post.cid, rootUri: root.uri, rootCid: root.cid },
      ...(warnings.length > 0 ? { warnings } : {}),
    };
  }

  /** The post's page on the reference app; in the sandbox, the emulator's own page. */
  private postUrl(ctx: PublishContext, uri: string): string {
    if (ctx.account.sandbox) return sandboxPostUrl(ctx.account, uri);
    const rkey = parseAtUri(uri)?.rkey ?? '';
    return `https://bsky.app/profile/${encodeURIComponent(ctx.account.handle)}/post/${encodeURIComponent(rkey)}`;
  }
}

function mayBeTaken(error: unknown): boolean {
  return (
    error instanceof AtprotoApiError &&
    error.status !== 401 &&
    error.status !== 429 &&
    error.error !== 'ExpiredToken'
  );
}

/** The post and its direct replies, as the AppView shows them. */
async function thread(
  client: AtprotoClient,
  uri: string,
  depth: number,
): Promise<{ post: NonNullable<ThreadView['post']>; replies: NonNullable<ThreadView['post']>[] }> {
  const { thread: view } = await client.getPostThread(uri, depth);
  if (!view.post) throw new AtprotoApiError(400, 'NotFound', `Post not found: ${uri}`);
  // Blocked or deleted replies come as other view types, without a post: they are not shown.
  const replies = (view.replies ?? []).flatMap((r) => (r.post ? [r.post] : []));
  return { post: view.post, replies };
}
