import * as accounts from '../../schemas/accounts';
import * as channels from '../../schemas/channels';
import { type Operation } from '../operation';

/** Live reads of a channel. */
export function channelsOperations(): Operation[] {
  return [
    {
      method: 'get',
      path: '/v1/channels/posts',
      operationId: 'listChannelPosts',
      tag: 'Channel reads',
      summary: 'What is on the channels, read live: one account’s posts or every account’s merged.',
      auth: 'key',
      workspace: true,
      query: channels.channelPostsQuery,
      responses: {
        200: {
          description: 'Posts, and an error entry per account that could not be read.',
          schema: channels.channelPostList,
        },
      },
      errors: [
        'account_not_found',
        'not_supported',
        'platform_error',
        'platform_timeout',
        'workspace_mismatch',
      ],
    },
    {
      method: 'get',
      path: '/v1/channels/bridge',
      operationId: 'getChannelBridge',
      tag: 'Channel reads',
      summary:
        'Whether the Korean-blog browser extension of each account is online, signed in, which version, last seen, and how to wake the browser (`bridge.wake`).',
      auth: 'key',
      workspace: true,
      responses: {
        200: { description: 'One row per extension-driven account.', schema: accounts.bridgeList },
      },
      errors: ['workspace_mismatch'],
    },
    {
      method: 'get',
      path: '/v1/channels/quota',
      operationId: 'listChannelQuota',
      tag: 'Channel reads',
      summary: 'How much of each channel’s allowance is used, as the channel reports it.',
      auth: 'key',
      workspace: true,
      query: channels.channelQuotaQuery,
      responses: { 200: { description: 'Quota per account.', schema: channels.channelQuotaList } },
      errors: [
        'account_not_found',
        'not_supported',
        'platform_error',
        'platform_timeout',
        'workspace_mismatch',
      ],
    },
    {
      method: 'get',
      path: '/v1/channels/publish-options',
      operationId: 'getPublishOptions',
      tag: 'Channel reads',
      summary: 'The short-video channel’s publish settings for one account, read now (never cached).',
      auth: 'key',
      workspace: true,
      query: channels.publishOptionsQuery,
      responses: { 200: { description: 'The settings.', schema: channels.publishOptionsView } },
      errors: [
        'account_required',
        'account_not_found',
        'not_supported',
        'platform_error',
        'platform_timeout',
      ],
    },
  ];
}
