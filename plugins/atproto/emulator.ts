import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import { KoaEmulator } from '../../core/sandbox/koa-emulator';
import { feedRoutes } from './emulator-feed';
import type { KnownBlob } from './emulator-records';
import { repoRoutes } from './emulator-repo';
import { serverRoutes } from './emulator-server';
import type { AtprotoServer, StoredPost } from './emulator-server-state';
import { atprotoSandboxDid, readSandboxToken } from './sandbox';

const TID_ALPHABET = '234567abcdefghijklmnopqrstuvwxyz';

/**
 * A stand-in for an AT Protocol server (a PDS with an AppView behind it): sessions by app
 * password, the repo's record calls, blob upload, handle resolution and the post thread, in the
 * real paths, shapes and limits. The sandbox network knows every handle (each has a DID derived
 * from it). Failure kinds besides the shared ones: `expired_token` (the next write answers
 * 400 ExpiredToken, as a server does when the access token's two hours are up).
 */
export class AtprotoEmulator extends KoaEmulator implements AtprotoServer {
  blobs = new Map<string, KnownBlob>();
  /** The last TID handed out, in microseconds, so keys keep rising across restarts. */
  private lastTid = 0;

  stored(): StoredPost[] {
    return this.store as StoredPost[];
  }

  protected override ownState(): Record<string, unknown> {
    return { lastTid: this.lastTid, blobs: [...this.blobs] };
  }

  protected override restoreOwnState(saved: Record<string, unknown>): void {
    this.lastTid = Number(saved.lastTid ?? 0);
    this.blobs = new Map((saved.blobs as Array<[string, KnownBlob]> | undefined) ?? []);
  }

  override reset(): void {
    super.reset();
    this.blobs = new Map();
  }

  // Replies, likes, reposts and quotes are what the thread view counts; replies are real posts.
  protected override engagementMetrics(): readonly string[] {
    return ['likes', 'reposts', 'quotes'];
  }

  protected override storeReply(post: EmulatedPost, reply: { text: string; authorHandle: string }): void {
    const did = atprotoSandboxDid(reply.authorHandle);
    const rkey = this.nextTid();
    const uri = `at://${did}/app.bsky.feed.post/${rkey}`;
    const parent = post as StoredPost;
    this.store.push({
      id: uri,
      uri,
      cid: `bafyreireply${rkey}`,
      rkey,
      accountId: did,
      authorHandle: reply.authorHandle,
      text: reply.text,
      createdAt: new Date().toISOString(),
      replyToId: post.id,
      rootId: parent.rootId ?? post.id,
      record: { $type: 'app.bsky.feed.post', text: reply.text, createdAt: new Date().toISOString() },
    } satisfies StoredPost);
  }

  count(postId: string, name: string): number {
    return this.engagement.count(postId, name);
  }

  protected routes(router: Router): void {
    serverRoutes(router, this);
    repoRoutes(router, this);
    feedRoutes(router, this);
  }

  sessionOf(ctx: RouterContext): { did: string; handle: string } | undefined {
    const token = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1] ?? '';
    const session = readSandboxToken('access', token);
    if (!session) {
      this.refuse(ctx, 401, 'AuthenticationRequired', 'Invalid identifier or password');
      return undefined;
    }
    return { did: atprotoSandboxDid(session.handle), handle: session.handle };
  }

  refuse(ctx: RouterContext, status: number, error: string, message: string): void {
    ctx.status = status;
    ctx.body = { error, message };
  }

  failWrite(ctx: RouterContext): { answered: boolean; kind?: string } {
    const kind = this.failures.take();
    if (kind === 'server_error') {
      this.refuse(ctx, 500, 'InternalServerError', 'Internal Server Error');
    } else if (kind === 'rate_limit') {
      // What a PDS sends (the window's reset as epoch seconds), and the retry-after of a proxy.
      ctx.set('retry-after', '7');
      ctx.set('ratelimit-limit', '5000');
      ctx.set('ratelimit-remaining', '0');
      ctx.set('ratelimit-reset', String(Math.ceil(Date.now() / 1000) + 7));
      this.refuse(ctx, 429, 'RateLimitExceeded', 'Rate Limit Exceeded');
    } else if (kind === 'auth') {
      this.refuse(ctx, 401, 'InvalidToken', 'Token could not be verified');
    } else if (kind === 'expired_token') {
      this.refuse(ctx, 400, 'ExpiredToken', 'Token has expired');
    } else {
      return { answered: false, kind };
    }
    return { answered: true };
  }

  override afterAccept(ctx: RouterContext, kind: string | undefined): Promise<boolean> {
    return super.afterAccept(ctx, kind);
  }

  nextTid(): string {
    this.lastTid = Math.max(Date.now() * 1000, this.lastTid + 1);
    // 53 bits of microseconds, then a 10-bit clock id of 0: 13 characters, 5 bits each.
    let value = BigInt(this.lastTid) << 10n;
    let out = '';
    for (let i = 0; i < 13; i += 1) {
      out = TID_ALPHABET[Number(value & 31n)] + out;
      value >>= 5n;
    }
    return out;
  }
}
