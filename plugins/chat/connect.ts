import type { TokenConnect } from '../../core/channels/connect';
import { ChatClient } from './client';

/**
 * A bot account is connected with the bot's token and the chat it posts to, not with OAuth: the
 * person made the bot with the platform's bot maker and added it to the chat. `getMe` proves the
 * token works; `getChat` proves the bot can reach the chat and turns an "@username" into the
 * numeric id every later call uses. Bot tokens do not expire.
 */
export const chatConnect: TokenConnect = {
  kind: 'token',
  fields: ['botToken', 'chatId'],

  async connect(call, input) {
    const client = new ChatClient(call.baseUrl, input.botToken, call.signal);
    await client.getMe();
    const chat = await client.getChat({ chat_id: input.chatId });
    const chatId = String(chat.id);
    return {
      // The numeric id, not what was typed: "@name" and "-100…" must be the same account.
      externalAccountId: chatId,
      handle: chat.username ?? chat.title ?? chatId,
      // The same names a sandbox account carries; publishing reads botToken, the chat is the account.
      credentials: { botToken: input.botToken, chatId },
      expiresAt: null,
    };
  },
};
