import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import { KoaEmulator } from '../../core/sandbox/koa-emulator';
import { emulatorOAuth, InstanceApps, oauthRoutes } from './emulator-auth';
import { fediSandboxUser, sandboxUserForToken } from './sandbox';

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct'];

/**
 * One instance speaking the Mastodon API, as far as this channel uses it: verify_credentials,
 * statuses (create with `Idempotency-Key`, edit, delete, read, context), an account's statuses,
 * its character limit (`GET /api/v2/instance`), and the failure kinds the contract kit asks for
 * (core/sandbox/failures.ts). A repeat of a create with the same Idempotency-Key answers the
 * status made the first time, as the real server does, so a send after a lost answer is safe.
 */
export class FediEmulator extends KoaEmulator {
  protected override readonly oauth = emulatorOAuth();
  /** Apps registered with `POST /api/v1/apps`, each on the instance (host) it was registered at. */
  readonly apps = new InstanceApps();
  private nextId = 1;

  /** The instance's `configuration.statuses.max_characters`. */
  static readonly MAX_CHARACTERS = 500;

  protected override ownState(): Record<string, unknown> {
    return { nextId: this.nextId, apps: this.apps.registered, tokenHosts: [...this.apps.tokenHosts] };
  }

  protected override restoreOwnState(saved: Record<string, unknown>): void {
    this.nextId = Number(saved.nextId ?? 1);
    this.apps.registered = (saved.apps as InstanceApps['registered'] | undefined) ?? [];
    this.apps.tokenHosts = new Map((saved.tokenHosts as Array<[string, string]> | undefined) ?? []);
  }

  /** Registered apps and their tokens stay, as grants do: connected accounts keep working. */
  override reset(): void {
    super.reset();
    this.nextId = 1;
    this.apps.refuseNext = false;
  }

  protected override engagementMetrics(): readonly string[] {
    return ['replies', 'reposts', 'likes'];
  }

  protected override storeReply(post: EmulatedPost, reply: { text: string; authorHandle: string }): void {
    this.store.push({
      id: String(this.nextId++),
      accountId: fediSandboxUser(reply.authorHandle).id,
      authorHandle: reply.authorHandle,
      text: reply.text,
      replyToId: post.id,
      createdAt: new Date().toISOString(),
    });
  }

  protected routes(router: Router): void {
    oauthRoutes(router, this.oauth, this.apps);
    router.get('/_sandbox/posts/:id', (ctx) => {
      const post = this.store.find((p) => p.id === ctx.params.id);
      if (!post) return refuse(ctx, 404, 'Record not found');
      ctx.body = post;
    });
    router.get('/api/v2/instance', (ctx) => {
      ctx.body = {
        domain: ctx.host,
        configuration: {
          statuses: { max_characters: FediEmulator.MAX_CHARACTERS, max_media_attachments: 4 },
        },
      };
    });
    router.get('/api/v1/accounts/verify_credentials', (ctx) => {
      const user = this.userOf(ctx);
      if (user) ctx.body = { id: user.id, username: user.handle, acct: user.handle };
    });
    router.post('/api/v1/statuses', async (ctx) => {
      const user = this.userOf(ctx);
      if (!user) return;
      const key = ctx.get('idempotency-key');
      const earlier = key
        ? this.store.find((p) => p.accountId === user.id && p.idempotencyKey === key)
        : undefined;
      if (earlier) {
        ctx.body = this.status(earlier);
        return;
      }
      const kind = this.failures.take();
      if (kind === 'server_error') return refuse(ctx, 500, 'Something went wrong');
      if (kind === 'rate_limit') {
        ctx.set('retry-after', '7');
        return refuse(ctx, 429, 'Too many requests');
      }
      if (kind === 'auth') return refuse(ctx, 401, 'The access token is invalid');
      const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
      const text = typeof body.status === 'string' ? body.status : '';
      if (text.trim() === '') return refuse(ctx, 422, "Validation failed: Text can't be blank");
      if ([...new Intl.Segmenter().segment(text)].length > FediEmulator.MAX_CHARACTERS)
        return refuse(
          ctx,
          422,
          `Validation failed: Text character limit of ${FediEmulator.MAX_CHARACTERS} exceeded`,
        );
      if (body.visibility !== undefined && !VISIBILITIES.includes(String(body.visibility)))
        return refuse(ctx, 422, 'Validation failed: Visibility is not included in the list');
      const replyTo = typeof body.in_reply_to_id === 'string' ? body.in_reply_to_id : undefined;
      if (replyTo && !this.store.some((p) => p.id === replyTo && !p.deleted))
        return refuse(ctx, 404, 'Record not found');
      const post: EmulatedPost = {
        id: String(this.nextId++),
        accountId: user.id,
        authorHandle: user.handle,
        // The instance it was made on, when one emulator stands for several (InstanceApps).
        host: ctx.host,
        text,
        createdAt: new Date().toISOString(),
        visibility: typeof body.visibility === 'string' ? body.visibility : 'public',
        ...(replyTo ? { replyToId: replyTo } : {}),
        ...(typeof body.spoiler_text === 'string' && body.spoiler_text
          ? { spoilerText: body.spoiler_text }
          : {}),
        ...(typeof body.language === 'string' ? { language: body.language } : {}),
        ...(key ? { idempotencyKey: key } : {}),
      };
      this.store.push(post);
      if (!(await this.afterAccept(ctx, kind))) return;
      ctx.body = this.status(post);
    });
    router.get('/api/v1/statuses/:id', (ctx) => {
      if (!this.userOf(ctx)) return;
      const post = this.live(ctx.params.id);
      if (!post) return refuse(ctx, 404, 'Record not found');
      ctx.body = this.status(post);
    });
    router.get('/api/v1/statuses/:id/context', (ctx) => {
      if (!this.userOf(ctx)) return;
      const post = this.live(ctx.params.id);
      if (!post) return refuse(ctx, 404, 'Record not found');
      ctx.body = {
        ancestors: [],
        descendants: this.store
          .filter((p) => p.replyToId === post.id && !p.deleted)
          .map((p) => this.status(p)),
      };
    });
    router.put('/api/v1/statuses/:id', (ctx) => {
      const user = this.userOf(ctx);
      if (!user) return;
      const post = this.live(ctx.params.id);
      if (!post || post.accountId !== user.id) return refuse(ctx, 404, 'Record not found');
      const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
      if (typeof body.status !== 'string' || body.status.trim() === '')
        return refuse(ctx, 422, "Validation failed: Text can't be blank");
      post.text = body.status;
      post.editedAt = new Date().toISOString();
      ctx.body = this.status(post);
    });
    router.delete('/api/v1/statuses/:id', (ctx) => {
      const user = this.userOf(ctx);
      if (!user) return;
      const post = this.live(ctx.params.id);
      if (!post || post.accountId !== user.id) return refuse(ctx, 404, 'Record not found');
      post.deleted = true;
      ctx.body = { ...this.status(post), text: post.text };
    });
    router.get('/api/v1/accounts/:id/statuses', (ctx) => {
      if (!this.userOf(ctx)) return;
      const limit = Math.min(40, Number(ctx.query.limit ?? 20) || 20);
      ctx.body = this.store
        .filter((p) => p.accountId === ctx.params.id && !p.deleted)
        .reverse()
        .slice(0, limit)
        .map((p) => this.status(p));
    });
  }

  private live(id: string): EmulatedPost | undefined {
    return this.store.find((p) => p.id === id && !p.deleted);
  }

  /** A status as the API shows it: the text as HTML paragraphs, the counts, the author. */
  private status(post: EmulatedPost) {
    const html = `<p>${post.text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br />')}</p>`;
    return {
      id: post.id,
      content: html,
      url: null,
      in_reply_to_id: post.replyToId ?? null,
      created_at: post.createdAt,
      spoiler_text: post.spoilerText ?? '',
      visibility: post.visibility ?? 'public',
      language: post.language ?? null,
      edited_at: post.editedAt ?? null,
      // Replies kept under it count as the instance counts them, besides those only counted.
      replies_count:
        this.engagement.count(post.id, 'replies') +
        this.store.filter((p) => p.replyToId === post.id && !p.deleted).length,
      reblogs_count: this.engagement.count(post.id, 'reposts'),
      favourites_count: this.engagement.count(post.id, 'likes'),
      account: { id: post.accountId, acct: String(post.authorHandle ?? post.accountId) },
    };
  }

  /** The user behind the bearer token, or a 401 answered and undefined. */
  private userOf(ctx: RouterContext): { id: string; handle: string } | undefined {
    const token = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1] ?? '';
    const user = this.apps.wrongHost(token, ctx.host)
      ? undefined
      : (sandboxUserForToken(token) ?? this.oauth?.userFor(token));
    if (!user) refuse(ctx, 401, 'The access token is invalid');
    return user;
  }
}

function refuse(ctx: RouterContext, status: number, error: string): void {
  ctx.status = status;
  ctx.body = { error };
}
