import type {
  ChannelLimits,
  ChannelPlugin,
  ChannelSandbox,
  ClassifiedFailure,
  FeatureRow,
  PublishContext,
  PublishItem,
  PublishResult,
  TargetDraft,
  PostMetrics,
  ChannelReply,
} from '../../core/channels/plugin';
import { pluginFeatures, type FeatureDeclarations } from '../../core/channels/features';
import { sandboxPostUrl } from '../../core/channels/sandbox-post-url';
import { textLimitViolations } from '../../core/channels/text-limit';
import { violation, type Violation } from '../../core/errors/app-error';
import { classifyFediError } from './classify';
import { FediApiError, FediClient, type FediStatus } from './client';
import { fediConnect } from './connect';
import { FediEmulator } from './emulator';
import { FEDI_MAX_IMAGES, selectFediMedia, uploadFediMedia, type FediMediaOptions } from './media';
import { fediSandboxAccount } from './sandbox';

/** The limit most instances keep; an account's own instance may say otherwise (read at connect). */
const DEFAULT_MAX_CHARACTERS = 500;

/** Statuses read back when looking for one sent before an answer was lost (the API pages at 40). */
const LOOKUP_PAGE = 40;

/**
 * Rows nothing else says. `publish`, `delete` and the other rows of a method are derived from
 * the method (core/channels/features.ts): write one here only for `partial` or a reason.
 */
const FEATURES: FeatureDeclarations = {
  topicTag: { supported: false, condition: 'Statuses carry no topic tag; write hashtags in the text.' },
  media: { supported: true },
};

/** The longest description an instance takes for a file (Mastodon: 1,500 characters). */
const MAX_DESCRIPTION = 1500;

/** `options.fedi`: the status's content warning, who sees it, and its language. */
export interface FediOptions {
  spoilerText?: string;
  visibility?: 'public' | 'unlisted' | 'private' | 'direct';
  language?: string;
  /** Each file's description (alt text), by its position in `mediaIds`. */
  altTexts?: string[];
}

/**
 * Mastodon and the servers that speak its API. Each account lives on its own instance, the
 * instance's own character limit (read at connect, `metadata.maxCharacters`) is checked when the
 * post is made, and a send carries its `sendKey` as `Idempotency-Key`, so a send repeated after a
 * lost answer gets the same status back instead of a second one. Media: up to 4 images or one
 * video, each with its description (`altTexts`), uploaded before the status (plugins/fedi/media.ts).
 */
export class FediPlugin implements ChannelPlugin {
  readonly id = 'fedi';
  readonly name = 'Fediverse (Mastodon API)';
  readonly chain = true;
  readonly defaultBaseUrl = 'https://mastodon.social';
  readonly connect = fediConnect;

  constructor(private readonly mediaOptions: FediMediaOptions = {}) {}

  get features(): readonly FeatureRow[] {
    return pluginFeatures(this, FEATURES);
  }

  readonly limits = {
    text: {
      limit: DEFAULT_MAX_CHARACTERS,
      counting: 'graphemes',
      note: "the instance's own limit (500 on most); a link counts as 23",
    },
    media: { images: FEDI_MAX_IMAGES, videos: 1, mixImagesAndVideo: false },
  } as const satisfies ChannelLimits;

  readonly optionsSchema: Record<string, unknown> = {
    type: 'object',
    properties: {
      spoilerText: {
        type: 'string',
        maxLength: 500,
        description: 'A content warning shown before the text.',
      },
      visibility: {
        type: 'string',
        enum: ['public', 'unlisted', 'private', 'direct'],
        description: 'Who sees the status; the account default (public) when absent.',
      },
      language: {
        type: 'string',
        pattern: '^[a-z]{2,3}$',
        description: 'ISO 639 language code of the text.',
      },
      altTexts: {
        type: 'array',
        items: { type: 'string', maxLength: MAX_DESCRIPTION },
        description: "Each file's description (alt text), in the order of mediaIds.",
      },
    },
    additionalProperties: false,
  };

  readonly sandbox: ChannelSandbox = {
    account: fediSandboxAccount,
    createEmulator: () => new FediEmulator(),
  };

  /** Every broken rule; the limit is the account's instance's when its connect read one. */
  validate(draft: TargetDraft): Violation[] {
    const found: Violation[] = [];
    const own = Number(draft.account?.metadata?.maxCharacters);
    const limit = {
      ...this.limits.text,
      limit: Number.isInteger(own) && own > 0 ? own : this.limits.text.limit,
    };
    for (const [i, item] of (draft.threadItems ?? [{ text: draft.text }]).entries()) {
      const counted = linksAs23(item.text);
      found.push(...textLimitViolations(this.id, limit, counted, draft.threadItems ? { item: i } : {}));
    }
    if (draft.topicTag !== undefined) found.push(violation('topic_tag_not_supported', { platform: this.id }));
    return found;
  }

  async publish(ctx: PublishContext, item: PublishItem): Promise<PublishResult> {
    const options = item.options as FediOptions;
    const client = this.client(ctx);
    const given = item.media ?? [];
    const warnings: string[] = [];
    if (item.mediaIds.length > given.length) {
      warnings.push(
        `${item.mediaIds.length - given.length} media item(s) not sent: their files were not available.`,
      );
    }
    const selected = selectFediMedia(given);
    warnings.push(...selected.warnings);
    const mediaIds: string[] = [];
    for (const { file, position } of selected.kept) {
      mediaIds.push(
        await uploadFediMedia(client, file, options.altTexts?.[position], this.mediaOptions, ctx.signal),
      );
    }
    const status = await client.createStatus(
      {
        status: item.text,
        ...(item.replyToExternalId ? { in_reply_to_id: item.replyToExternalId } : {}),
        ...(options.spoilerText ? { spoiler_text: options.spoilerText } : {}),
        ...(options.visibility ? { visibility: options.visibility } : {}),
        ...(options.language ? { language: options.language } : {}),
        ...(mediaIds.length > 0 ? { media_ids: mediaIds } : {}),
      },
      item.sendKey,
    );
    return {
      externalId: status.id,
      url: this.postUrl(ctx, status),
      ...(warnings.length > 0 ? { warnings } : {}),
    };
  }

  /** After a lost answer: the account's status of the same text and the same parent, if it is up. */
  async findPublished(ctx: PublishContext, item: PublishItem, since: Date): Promise<PublishResult | null> {
    const statuses = await this.client(ctx).accountStatuses(ctx.account.externalAccountId, LOOKUP_PAGE);
    const wanted = item.text.normalize('NFC');
    const found = statuses.find(
      (s) =>
        plainText(s.content).normalize('NFC') === wanted &&
        (s.in_reply_to_id ?? undefined) === item.replyToExternalId &&
        Date.parse(s.created_at) >= since.getTime() - 10_000,
    );
    return found ? { externalId: found.id, url: this.postUrl(ctx, found) } : null;
  }

  async remove(ctx: PublishContext, externalId: string): Promise<void> {
    try {
      await this.client(ctx).deleteStatus(externalId);
    } catch (error) {
      // Gone already (an earlier delete whose answer was lost): that is what was asked.
      if (error instanceof FediApiError && error.status === 404) return;
      throw error;
    }
  }

  async edit(ctx: PublishContext, externalId: string, item: PublishItem): Promise<void> {
    const options = item.options as FediOptions;
    await this.client(ctx).editStatus(externalId, {
      status: item.text,
      ...(options.spoilerText !== undefined ? { spoiler_text: options.spoilerText } : {}),
      ...(options.language ? { language: options.language } : {}),
    });
  }

  async metrics(ctx: PublishContext, externalId: string): Promise<PostMetrics> {
    const s = await this.client(ctx).status(externalId);
    return { replies: s.replies_count, reposts: s.reblogs_count, likes: s.favourites_count };
  }

  async replies(ctx: PublishContext, externalId: string, limit: number): Promise<ChannelReply[]> {
    const { descendants } = await this.client(ctx).context(externalId);
    return descendants
      .filter((s) => s.in_reply_to_id === externalId)
      .map((s) => ({
        externalId: s.id,
        text: plainText(s.content),
        authorHandle: s.account.acct,
        createdAt: new Date(s.created_at).toISOString(),
        replyToExternalId: externalId,
      }))
      .sort((a, b) =>
        a.createdAt === b.createdAt
          ? Number(b.externalId) - Number(a.externalId)
          : b.createdAt.localeCompare(a.createdAt),
      )
      .slice(0, limit);
  }

  classify(error: unknown): ClassifiedFailure {
    return classifyFediError(error);
  }

  private client(ctx: PublishContext): FediClient {
    return new FediClient(ctx.account.baseUrl, ctx.account.credentials.accessToken ?? '', ctx.signal);
  }

  /** The status's page: the emulator's for a sandbox account, else the instance's own. */
  private postUrl(ctx: PublishContext, status: FediStatus): string {
    if (ctx.account.sandbox) return sandboxPostUrl(ctx.account, status.id);
    if (status.url) return status.url;
    const origin = new URL(ctx.account.baseUrl).origin;
    return `${origin}/@${encodeURIComponent(ctx.account.handle)}/${encodeURIComponent(status.id)}`;
  }
}

/** The instance counts every link as 23 characters, whatever its length. */
function linksAs23(text: string): string {
  return text.replace(/https?:\/\/\S+/g, 'x'.repeat(23));
}

/** A status's HTML as the text that was sent: paragraphs and line breaks back to newlines, entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/p><p>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
