import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { EmulatedPost, SandboxAccount } from '../../core/channels/plugin';
import { bodyOf, fail, refuse, succeed, type Body, type ChatFailure } from './emulator-answers';

/**
 * The Bot API's reactions in memory (`setMessageReaction`; a reply is a `sendMessage` with
 * `reply_parameters`), and the platform's refusals of them as a sandbox control:
 *   GET  /_sandbox/engagement         reactions set, and the engagement calls received by kind
 *   POST /_sandbox/engagement/refuse  {kind, retryAfter?, count?}: the next reactions or replies
 *     are refused: rate_limit (429 with parameters.retry_after), not_member (403, the bot left the
 *     chat), no_rights (400, the chat does not let the bot write: comments closed),
 *     reaction_invalid (400 REACTION_INVALID, the chat does not allow the emoji)
 * Someone else's message answering a post is `POST /_sandbox/engage {postId, reply:{text, authorHandle}}`.
 */

type Ctx = RouterContext;

const REFUSALS = {
  rate_limit: (retryAfter: number) => refuse(429, `Too Many Requests: retry after ${retryAfter}`, retryAfter),
  not_member: () => refuse(403, 'Forbidden: bot is not a member of the channel chat'),
  no_rights: () => refuse(400, 'Bad Request: not enough rights to send text messages to the chat'),
  reaction_invalid: () => refuse(400, 'Bad Request: REACTION_INVALID'),
} as const;
type RefusalKind = keyof typeof REFUSALS;

export interface ChatEngagementHost {
  /** The queued failure, token and chat checks every write makes; undefined with the refusal answered. */
  begin(ctx: Ctx): { account: SandboxAccount; body: Body } | undefined;
  liveMessage(chatId: string, messageId: unknown): EmulatedPost | undefined;
}

export interface ChatEngagementSnapshot {
  reactions: Array<[string, string]>;
}

export class ChatEngagementState {
  /** `<chat id>:<message id>` → the bot's emoji. */
  private reactions = new Map<string, string>();
  private refusals: ChatFailure[] = [];
  private calls: Record<string, number> = {};

  register(router: Router, host: ChatEngagementHost): void {
    router.post('/bot:token/setMessageReaction', (ctx) => {
      const call = host.begin(ctx);
      if (!call) return;
      const refused = this.take('react');
      if (refused) return fail(ctx, refused);
      const chatId = call.account.externalAccountId;
      const message = host.liveMessage(chatId, call.body.message_id);
      if (!message) return fail(ctx, refuse(400, 'Bad Request: message to react not found'));
      const reaction = readReaction(call.body.reaction);
      // A bot sets at most one reaction, and only of the emoji type here.
      if (reaction === undefined || reaction.length > 1) {
        return fail(ctx, refuse(400, 'Bad Request: REACTION_INVALID'));
      }
      const key = `${chatId}:${message.id}`;
      if (reaction.length === 0) this.reactions.delete(key);
      else this.reactions.set(key, reaction[0]);
      succeed(ctx, true);
    });
    router.get('/_sandbox/engagement', (ctx) => {
      ctx.body = this.view();
    });
    router.post('/_sandbox/engagement/refuse', (ctx) => {
      const { kind, retryAfter, count } = bodyOf(ctx);
      if (typeof kind !== 'string' || !(kind in REFUSALS)) {
        ctx.status = 400;
        ctx.body = { message: `kind must be one of ${Object.keys(REFUSALS).join(', ')}` };
        return;
      }
      const times = typeof count === 'number' ? count : 1;
      const wait = typeof retryAfter === 'number' ? retryAfter : 7;
      for (let i = 0; i < times; i += 1) this.refusals.push(REFUSALS[kind as RefusalKind](wait));
      ctx.body = { queued: kind, count: times };
    });
  }

  /** Counts an engagement call (`react` or `reply`) and takes the refusal queued for it, if any. */
  take(kind: 'react' | 'reply'): ChatFailure | undefined {
    this.calls[kind] = (this.calls[kind] ?? 0) + 1;
    const refusal = this.refusals[0];
    if (!refusal) return undefined;
    // A reaction is not refused for want of rights to write, nor a message for its emoji.
    const fits =
      kind === 'react'
        ? !/not enough rights/.test(refusal.description)
        : !/REACTION/.test(refusal.description);
    if (!fits) return undefined;
    this.refusals.shift();
    return refusal;
  }

  view(): Record<string, unknown> {
    return {
      reactions: [...this.reactions].map(([key, emoji]) => {
        const [chatId, messageId] = key.split(':');
        return { chatId, messageId, emoji };
      }),
      calls: { ...this.calls },
    };
  }

  reset(): void {
    this.reactions = new Map();
    this.refusals = [];
    this.calls = {};
  }

  snapshot(): ChatEngagementSnapshot {
    return { reactions: [...this.reactions] };
  }

  restore(saved: ChatEngagementSnapshot | undefined): void {
    if (saved) this.reactions = new Map(saved.reactions);
  }
}

/** The emoji of a `reaction` list (JSON, or JSON text from a form body); undefined when malformed. */
function readReaction(value: unknown): string[] | undefined {
  const list = typeof value === 'string' ? parse(value) : value;
  if (list === undefined) return [];
  if (!Array.isArray(list)) return undefined;
  const emoji: string[] = [];
  for (const item of list) {
    const { type, emoji: e } = (item ?? {}) as { type?: unknown; emoji?: unknown };
    if (type !== 'emoji' || typeof e !== 'string' || e === '') return undefined;
    emoji.push(e);
  }
  return emoji;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
