import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost } from '../../core/channels/plugin';
import { KoaEmulator, rawBodyOf } from '../../core/sandbox/koa-emulator';
import { emulatorOAuth, InstanceApps, oauthRoutes } from './emulator-auth';
import { fediSandboxUser, sandboxUserForToken } from './sandbox';

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct'];

/**
 * One instance speaking the Mastodon API, as far as this channel uses it: verify_credentials,
 * app registration (`POST /api/v1/apps`, emulator-auth.ts), media (`POST /api/v2/media`, a video
 * 202 until read again), statuses (create with `Idempotency-Key` and `media_ids`, edit, delete,
 * read, context), an account's statuses,
 * its character limit (`GET /api/v2/instance`), and the failure kinds the contract kit asks for
 * (core/sandbox/failures.ts). A repeat of a create with the same Idempotency-Key answers the
 * status made the first time, as the real server does, so a send after a lost answer is safe.
 */
export class FediEmulator extends KoaEmulator {
  protected override readonly oauth = emulatorOAuth();
  /** Files uploaded with `POST /api/v2/media`, attached or not. */
  readonly media: EmulatedMedia[] = [];
  /** Test control: videos uploaded from now on are never done processing (`url` stays null). */
  videosNeverReady = false;
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
    this.media.length = 0;
    this.videosNeverReady = false;
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
    router.post('/api/v2/media', async (ctx) => {
      const user = this.userOf(ctx);
      if (!user) return;
      const form = await new Request('http://emulator/', {
        method: 'POST',
        headers: { 'content-type': ctx.get('content-type') },
        body: rawBodyOf(ctx),
      })
        .formData()
        .catch(() => undefined);
      const file = form?.get('file');
      if (!(file instanceof Blob) || file.size === 0)
        return refuse(ctx, 422, 'Validation failed: File is missing');
      const description = form?.get('description');
      const type = file.type.startsWith('video/') || file.type === 'image/gif' ? 'video' : 'image';
      const media: EmulatedMedia = {
        id: String(this.nextId++),
        accountId: user.id,
        type,
        bytes: file.size,
        description: typeof description === 'string' && description !== '' ? description : null,
        // A video is processed after the upload: 202 with url null, ready when next read.
        ready: type === 'image',
      };
      this.media.push(media);
      ctx.status = media.ready ? 200 : 202;
      ctx.body = this.attachment(ctx, media);
    });
    router.get('/api/v1/media/:id', (ctx) => {
      const user = this.userOf(ctx);
      if (!user) return;
      const media = this.media.find((m) => m.id === ctx.params.id && m.accountId === user.id);
      if (!media) return refuse(ctx, 404, 'Record not found');
      if (!this.videosNeverReady) media.ready = true;
      ctx.status = media.ready ? 200 : 206;
      ctx.body = this.attachment(ctx, media);
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
      if (text.trim() === '' && !Array.isArray(body.media_ids))
        return refuse(ctx, 422, "Validation failed: Text can't be blank");
      if ([...new Intl.Segmenter().segment(text)].length > FediEmulator.MAX_CHARACTERS)
        return refuse(
          ctx,
          422,
          `Validation failed: Text character limit of ${FediEmulator.MAX_CHARACTERS} exceeded`,
        );
      if (body.visibility !== undefined && !VISIBILITIES.includes(String(body.visibility)))
        return refuse(ctx, 422, 'Validation failed: Visibility is not included in the list');
      const mediaIds = Array.isArray(body.media_ids) ? body.media_ids.map(String) : [];
      const attached = mediaIds.map((id) => this.media.find((m) => m.id === id && m.accountId === user.id));
      if (attached.some((m) => m === undefined))
        return refuse(ctx, 422, 'Validation failed: Media not found');
      if (attached.some((m) => !m!.ready))
        return refuse(
          ctx,
          422,
          'Cannot attach files that have not finished processing. Try again in a moment!',
        );
      const videos = attached.filter((m) => m!.type === 'video').length;
      if (attached.length > 4 || (videos > 0 && attached.length > 1))
        return refuse(ctx, 422, 'Validation failed: Media attachments are limited to 4 images or 1 video');
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
        ...(attached.length > 0
          ? { attachments: attached.map((m) => ({ id: m!.id, type: m!.type, description: m!.description })) }
          : {}),
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

  /** A media attachment as the API shows it: `url` null until processed. */
  private attachment(ctx: RouterContext, media: EmulatedMedia) {
    return {
      id: media.id,
      type: media.type,
      url: media.ready ? `${ctx.protocol}://${ctx.host}/system/media/${media.id}` : null,
      description: media.description,
    };
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
      media_attachments: (post.attachments as unknown[] | undefined) ?? [],
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

/** A file uploaded to the instance. */
export interface EmulatedMedia {
  id: string;
  accountId: string;
  type: 'image' | 'video';
  bytes: number;
  description: string | null;
  ready: boolean;
}

function refuse(ctx: RouterContext, status: number, error: string): void {
  ctx.status = status;
  ctx.body = { error };
}
