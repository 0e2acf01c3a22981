import type { TokenConnect } from '../../core/channels/connect';
import type {
  ChannelLimits,
  ChannelPlugin,
  ChannelSandbox,
  ClassifiedFailure,
  EmulatedPost,
  FeatureRow,
  PublishContext,
  PublishItem,
  PublishResult,
  TargetDraft,
} from '../../core/channels/plugin';
import type { Violation } from '../../core/errors/app-error';
import { ChatPlugin } from '../../plugins/chat';

/** What one call of the plugin received, for the test to read. */
export interface SeenSend {
  call: 'publish' | 'findPublished';
  text: string;
  index: number;
  sendKey?: string;
  chain?: PublishItem['chain'];
  /** The `session` credential the call was given (what an earlier call saved). */
  session?: string;
  baseUrl: string;
}

/**
 * A test channel shaped like an open network, on the chat channel's emulator: its accounts name
 * their own server at connect (`connect.server`), it renews a session and stores it
 * (`ctx.saveCredentials`), returns a chain context per item and takes the chain's, and tells a
 * sent item from its send key. It records what each call received (`seen`), since the worker runs
 * in the test's process.
 */
export class OpenNetworkPlugin implements ChannelPlugin {
  readonly id = 'opennet';
  readonly name = 'Open network (test)';
  readonly chain = true;
  readonly seen: SeenSend[] = [];
  private readonly inner = new ChatPlugin();
  private sessions = 0;

  get features(): readonly FeatureRow[] {
    return this.inner.features.map((row) =>
      row.feature === 'chain' ? { feature: 'chain', supported: true } : row,
    );
  }
  get limits(): ChannelLimits {
    return this.inner.limits;
  }
  get optionsSchema(): Record<string, unknown> {
    return this.inner.optionsSchema;
  }
  readonly defaultBaseUrl = 'https://opennet.invalid';
  readonly connect: TokenConnect = { ...(this.inner.connect as TokenConnect), server: { required: false } };

  get sandbox(): ChannelSandbox {
    return this.inner.sandbox;
  }

  validate(draft: TargetDraft): Violation[] {
    return this.inner.validate({ ...draft, threadItems: undefined });
  }

  classify(error: unknown): ClassifiedFailure {
    return this.inner.classify(error);
  }

  async publish(ctx: PublishContext, item: PublishItem): Promise<PublishResult> {
    this.record('publish', ctx, item);
    // A network whose session is renewed: the first call makes one and stores it.
    if (!ctx.account.credentials.session && ctx.saveCredentials) {
      this.sessions += 1;
      await ctx.saveCredentials({ session: `session-${this.sessions}` });
    }
    const result = await this.inner.publish(ctx, item);
    return { ...result, chainContext: { uri: `opennet://${result.externalId}`, index: String(item.index) } };
  }

  /** Looks on the emulator for the item's text, as a network's own look-up would. */
  async findPublished(ctx: PublishContext, item: PublishItem): Promise<PublishResult | null> {
    this.record('findPublished', ctx, item);
    const res = await fetch(`${ctx.account.baseUrl}/_sandbox/posts`);
    const { posts } = (await res.json()) as { posts: EmulatedPost[] };
    const found = posts.find((p) => p.text === item.text && !p.deleted);
    if (!found) return null;
    return {
      externalId: found.id,
      chainContext: { uri: `opennet://${found.id}`, index: String(item.index) },
    };
  }

  private record(call: SeenSend['call'], ctx: PublishContext, item: PublishItem): void {
    this.seen.push({
      call,
      text: item.text,
      index: item.index,
      sendKey: item.sendKey,
      chain: item.chain,
      session: ctx.account.credentials.session,
      baseUrl: ctx.account.baseUrl,
    });
  }
}
