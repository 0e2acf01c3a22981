import { autocompleteUrl, wordsOf } from '../research/autocomplete-client';
import WebSocket from 'ws';
import type { EditorBlock } from '../sandbox-blog/model';
import { CURRENT_EXTENSION_VERSION } from '../bridge/versions';
import { BRIDGE_PROTOCOL, HEARTBEAT_SECONDS, type Login, type ServerMessage } from '../bridge/protocol';
import { blogRefusal } from './blog-refusal';
import { BlogPages, ENGAGE_KINDS, type EngageKind } from './protocol-engagement';

/** What a publish job carries (the same payload the browser extension takes). */
export interface PublishPayload {
  title: string;
  draftOnly?: boolean;
  categoryId?: string;
  tags?: string[];
  openType?: string;
  blocks: Array<{
    kind: string;
    text?: string;
    url?: string;
    caption?: string;
    aiLabel?: boolean;
    highlight?: boolean;
  }>;
}

export interface ProtocolClientOptions {
  apiUrl: string;
  token: string;
  /** The sandbox blog's base URL (its emulator under the sandbox server). */
  blogBase: string;
  blogId: string;
  log?: (line: string) => void;
}

/**
 * The sandbox extension without a browser: speaks the bridge protocol like the real extension and
 * does each publish job through the sandbox blog's own editor calls over HTTP (upload each file,
 * then publish), so `npm start` publishes to kr where no Chromium is installed. It reports what the
 * blog says: the new post's number, or the spec code of its refusal.
 */
export class ProtocolClient {
  private ws?: WebSocket;
  private ping?: NodeJS.Timeout;
  private stopped = true;
  private readonly pages: BlogPages;

  constructor(private readonly o: ProtocolClientOptions) {
    this.pages = new BlogPages(o);
  }

  /** Connects (and keeps reconnecting); a second start while running does nothing: one socket per extension. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.ping);
    this.ws?.close();
  }

  private connect(): void {
    const ws = new WebSocket(`${this.o.apiUrl.replace(/^http/, 'ws')}/v1/bridge`);
    this.ws = ws;
    ws.on('open', async () => {
      const login = await this.login();
      ws.send(
        JSON.stringify({
          type: 'hello',
          protocol: BRIDGE_PROTOCOL,
          token: this.o.token,
          version: CURRENT_EXTENSION_VERSION,
          login,
          blog: { id: this.o.blogId },
        }),
      );
      clearInterval(this.ping);
      this.ping = setInterval(() => ws.send(JSON.stringify({ type: 'ping' })), HEARTBEAT_SECONDS * 1000);
      this.ping.unref();
    });
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      if (message.type === 'refused') this.o.log?.(`sandbox extension refused: ${message.code}`);
      if (message.type === 'job') void this.run(message);
    });
    ws.on('close', () => {
      // Only the current socket reconnects: one closed by a stop and start must not make a second.
      if (this.ws !== ws) return;
      clearInterval(this.ping);
      if (!this.stopped) setTimeout(() => !this.stopped && this.ws === ws && this.connect(), 2000).unref();
    });
    ws.on('error', () => undefined);
  }

  private async login(): Promise<Login> {
    try {
      const res = await fetch(`${this.o.blogBase}/api/session?blogId=${encodeURIComponent(this.o.blogId)}`);
      const session = (await res.json()) as { signedIn: boolean; user?: string };
      if (!session.signedIn) return { state: 'signed_out' };
      return { state: session.user === this.o.blogId ? 'signed_in' : 'other_account', user: session.user };
    } catch {
      return { state: 'signed_out' };
    }
  }

  private send(message: object): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  private async run(job: Extract<ServerMessage, { type: 'job' }>): Promise<void> {
    const fail = (code: string, detail?: string) =>
      this.send({ type: 'result', jobId: job.jobId, ok: false, code, detail });
    if (job.kind === 'verify') return this.verify(job.jobId, job.payload as { title: string; since: string });
    if ((ENGAGE_KINDS as readonly string[]).includes(job.kind)) {
      const done = await this.pages
        .engage(job.kind as EngageKind, job.payload, (step) =>
          this.send({ type: 'progress', jobId: job.jobId, step }),
        )
        .catch((err: Error) => ({ ok: false as const, code: 'bridge_lost', detail: err.message }));
      return this.send({ type: 'result', jobId: job.jobId, ...done });
    }
    if (job.kind !== 'publish' && job.kind !== 'edit') {
      const read = await this.read(job.kind, job.payload).catch((err: Error) => ({
        ok: false as const,
        code: 'bridge_lost',
        detail: err.message,
      }));
      return this.send({ type: 'result', jobId: job.jobId, ...read });
    }
    const payload = job.payload as unknown as PublishPayload;
    const api = `${this.o.blogBase}/api/${encodeURIComponent(this.o.blogId)}`;
    this.send({ type: 'progress', jobId: job.jobId, step: 'uploading' });
    const blocks: EditorBlock[] = [];
    for (const block of payload.blocks) {
      if (block.kind === 'text')
        blocks.push({
          kind: 'text',
          text: block.text ?? '',
          ...(block.highlight ? { style: 'highlight' } : {}),
        });
      if (
        block.kind === 'heading' ||
        block.kind === 'quote' ||
        block.kind === 'card' ||
        block.kind === 'keep'
      )
        blocks.push(block as EditorBlock);
      if (block.kind !== 'image' && block.kind !== 'video') continue;
      const file = await fetch(block.url ?? '').catch(() => undefined);
      if (!file?.ok) return fail('kr_upload_failed', `${block.url} answered ${file?.status ?? 'nothing'}`);
      const uploaded = await fetch(`${api}/upload`, {
        method: 'POST',
        headers: { 'content-type': file.headers.get('content-type') ?? 'application/octet-stream' },
        body: Buffer.from(await file.arrayBuffer()),
      });
      const answer = (await uploaded.json()) as { url?: string; message?: string };
      if (!uploaded.ok || !answer.url)
        return fail(uploaded.status === 401 ? 'kr_not_logged_in' : 'kr_upload_failed', answer.message);
      blocks.push(
        block.kind === 'image'
          ? {
              kind: 'image',
              url: answer.url,
              caption: block.caption,
              ...(block.aiLabel ? { ai: true as const } : {}),
            }
          : { kind: 'video', url: answer.url },
      );
    }
    this.send({ type: 'progress', jobId: job.jobId, step: 'publishing' });
    if (job.kind === 'edit') return this.rewrite(job.jobId, api, { ...payload, blocks });
    if (payload.draftOnly) return this.saveDraft(job.jobId, api, { ...payload, blocks });
    const res = await fetch(`${api}/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...payload, blocks }),
    }).catch(() => undefined);
    // No answer after the publish call: the post may be out. The hold checks the blog before anything else.
    if (!res) return fail('kr_publish_unconfirmed', 'the blog did not answer the publish call');
    const answer = (await res.json().catch(() => ({}))) as {
      logNo?: string;
      url?: string;
      message?: string;
      code?: string;
    };
    if (res.ok && answer.logNo && answer.url)
      return this.send({ type: 'result', jobId: job.jobId, ok: true, logNo: answer.logNo, url: answer.url });
    this.send({ type: 'result', jobId: job.jobId, ...blogRefusal(res.status, answer, 'kr_publish_failed') });
  }

  /**
   * The jobs that read the blog or change one thing (bridge/protocol.ts): the blog's own calls,
   * its refusals turned into the spec's codes.
   */
  private async read(
    kind: string,
    payload: Record<string, unknown>,
  ): Promise<
    | { ok: true; data: Record<string, unknown> }
    | { ok: true; logNo: string; url: string }
    | { ok: false; code: string; detail?: string }
  > {
    const api = `${this.o.blogBase}/api/${encodeURIComponent(this.o.blogId)}`;
    const logNo = encodeURIComponent(String(payload.logNo ?? ''));
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${api}${path}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, answer: (await res.json().catch(() => ({}))) as Record<string, unknown> };
    };
    switch (kind) {
      case 'refresh': {
        const { status, answer } = await call('GET', '/categories');
        return status === 200
          ? { ok: true, data: { categories: answer.categories } }
          : blogRefusal(status, answer, 'kr_post_unavailable');
      }
      case 'source': {
        const { status, answer } = await call('GET', `/posts/${logNo}/source`);
        return status === 200
          ? { ok: true, data: answer }
          : blogRefusal(status, answer, 'kr_post_unavailable');
      }
      case 'posts': {
        const { status, answer } = await call('GET', '/posts');
        return status === 200
          ? { ok: true, data: { posts: answer.posts } }
          : blogRefusal(status, answer, 'kr_post_unavailable');
      }
      case 'drafts': {
        const { status, answer } = await call('GET', '/drafts');
        return status === 200
          ? { ok: true, data: { drafts: answer.drafts } }
          : blogRefusal(status, answer, 'kr_draft_not_found');
      }
      case 'delete': {
        const { status, answer } = await call('DELETE', `/posts/${logNo}`);
        return status === 200
          ? { ok: true, data: { deleted: true } }
          : blogRefusal(status, answer, 'kr_post_unavailable');
      }
      case 'stats': {
        const { status, answer } = await call('GET', `/posts/${logNo}/stats`);
        return status === 200
          ? { ok: true, data: answer }
          : blogRefusal(status, answer, 'kr_stats_unavailable');
      }
      case 'comments': {
        // Another blog's post too (a lost reply looked for): its comments are public.
        const blog = typeof payload.blogId === 'string' ? payload.blogId : this.o.blogId;
        const res = await fetch(`${this.o.blogBase}/api/${encodeURIComponent(blog)}/posts/${logNo}/comments`);
        const status = res.status;
        const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
        if (status !== 200) return blogRefusal(status, answer, 'kr_post_unavailable');
        if (answer.open === false)
          return { ok: false, code: 'kr_comments_closed', detail: 'comments are off on this post' };
        return { ok: true, data: { comments: answer.comments } };
      }
      case 'publishDraft': {
        const { logNo: draft, ...overrides } = payload;
        const { status, answer } = await call('POST', '/posts', { ...overrides, fromDraft: String(draft) });
        if (status === 200 && typeof answer.logNo === 'string' && typeof answer.url === 'string')
          return { ok: true, logNo: answer.logNo, url: answer.url };
        return blogRefusal(status, answer, 'kr_draft_not_found');
      }
      case 'autocomplete': {
        const words: Record<string, string[]> = {};
        for (const seed of (payload.seeds as string[] | undefined) ?? []) {
          const res = await fetch(autocompleteUrl(String(payload.url), seed));
          if (res.status !== 200)
            return { ok: false, code: 'platform_error', detail: `autocomplete answered ${res.status}` };
          words[seed] = wordsOf((await res.json().catch(() => ({}))) as { items?: unknown[][] });
        }
        return { ok: true, data: { words } };
      }
      default:
        return { ok: false, code: 'bridge_unsupported', detail: `the sandbox extension does not do ${kind}` };
    }
  }

  /** An `edit` job: the post rewritten in place (same number), as the editor's update does. */
  private async rewrite(
    jobId: string,
    api: string,
    body: PublishPayload & { logNo?: string },
  ): Promise<void> {
    const { logNo, ...post } = body;
    const res = await fetch(`${api}/posts/${encodeURIComponent(String(logNo))}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(post),
    }).catch(() => undefined);
    if (!res) return this.send({ type: 'result', jobId, ok: false, code: 'kr_publish_unconfirmed' });
    const answer = (await res.json().catch(() => ({}))) as Record<string, string | undefined>;
    if (res.ok && answer.logNo && answer.url)
      return this.send({ type: 'result', jobId, ok: true, logNo: answer.logNo, url: answer.url });
    this.send({ type: 'result', jobId, ...blogRefusal(res.status, answer, 'kr_post_unavailable') });
  }

  /** `draftOnly`: Save as draft instead of Publish; the draft's number is the answer. */
  private async saveDraft(jobId: string, api: string, body: object): Promise<void> {
    const res = await fetch(`${api}/drafts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
    // Quiet right after Save as draft: a draft may exist (spec: kr_draft_unknown).
    if (!res) return this.send({ type: 'result', jobId, ok: false, code: 'kr_draft_unknown' });
    const answer = (await res.json().catch(() => ({}))) as { logNo?: string; message?: string };
    if (res.ok && answer.logNo)
      return this.send({
        type: 'result',
        jobId,
        ok: true,
        logNo: answer.logNo,
        url: `${this.o.blogBase}/${this.o.blogId}/postwrite?logNo=${answer.logNo}`,
      });
    this.send({ type: 'result', jobId, ...blogRefusal(res.status, answer, 'kr_publish_failed') });
  }

  /** Did a publish whose answer was lost go out? The blog's own latest posts say. */
  private async verify(jobId: string, payload: { title: string; since: string }): Promise<void> {
    const api = `${this.o.blogBase}/api/${encodeURIComponent(this.o.blogId)}`;
    const res = await fetch(`${api}/posts?since=${encodeURIComponent(payload.since)}`).catch(() => undefined);
    if (!res?.ok) return this.send({ type: 'result', jobId, ok: false, code: 'kr_publish_unconfirmed' });
    const { posts } = (await res.json()) as { posts: Array<{ logNo: string; title: string }> };
    const found = posts.find((p) => p.title === payload.title);
    if (!found) return this.send({ type: 'result', jobId, ok: false, code: 'kr_post_unavailable' });
    const url = `${this.o.blogBase}/${this.o.blogId}/${found.logNo}`;
    this.send({ type: 'result', jobId, ok: true, logNo: found.logNo, url });
  }
}
