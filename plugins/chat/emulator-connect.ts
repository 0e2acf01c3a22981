import type { RouterContext } from '@koa/router';
import type Router from '@koa/router';
import type { ChatBot, ChatInfo } from './client';
import { bodyOf, fail, refuse, succeed, UNAUTHORIZED } from './emulator-answers';
import { chatSandboxAccount, sandboxHandleOf } from './sandbox';

/**
 * The two Bot API reads a connect makes, `getMe` and `getChat`, for the sandbox bots: a token is
 * known when `chatSandboxAccount` issued it, and its bot sits in exactly one chat, the supergroup
 * derived from the same handle (titled and named after the handle). Both methods answer GET and
 * POST, as the Bot API does. Reads take no queued failure: the failure queue is for writes.
 */
export function chatConnectRoutes(router: Router): void {
  for (const method of ['get', 'post'] as const) {
    router[method]('/bot:token/getMe', getMe);
    router[method]('/bot:token/getChat', getChat);
  }
}

function getMe(ctx: RouterContext): void {
  const handle = handleOf(ctx);
  if (handle === undefined) return fail(ctx, UNAUTHORIZED);
  const bot: ChatBot & Record<string, unknown> = {
    id: Number(chatSandboxAccount(handle).credentials.botToken.split(':')[0]),
    is_bot: true,
    first_name: `${handle} bot`,
    username: `${handle}_bot`,
    can_join_groups: true,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
  };
  succeed(ctx, bot);
}

function getChat(ctx: RouterContext): void {
  const handle = handleOf(ctx);
  if (handle === undefined) return fail(ctx, UNAUTHORIZED);
  const params = { ...ctx.query, ...bodyOf(ctx) };
  const asked = params.chat_id === undefined ? '' : String(params.chat_id);
  if (asked === '') return fail(ctx, refuse(400, 'Bad Request: chat_id is empty'));
  const chatId = chatSandboxAccount(handle).externalAccountId;
  // A chat is named by its numeric id or, when public, by "@username"; the bot knows only its own.
  if (asked !== chatId && asked.toLowerCase() !== `@${handle}`.toLowerCase()) {
    return fail(ctx, refuse(400, 'Bad Request: chat not found'));
  }
  const chat: ChatInfo = { id: Number(chatId), type: 'supergroup', title: handle, username: handle };
  succeed(ctx, chat);
}

// The same test as every other method of the emulator, so a token that posts also connects.
function handleOf(ctx: RouterContext): string | undefined {
  return sandboxHandleOf(ctx.params.token ?? '');
}
