import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

/**
 * Search attributes on every publish workflow, so an operator finds a post's workflow in the
 * Temporal UI by post id, workspace, channel or status. They are registered with the server at
 * start (`temporal server start-dev --search-attribute`, or `temporal operator search-attribute
 * create` on a shared server: see README).
 */
export const PostIdAttribute = defineSearchAttributeKey('FanoutPostId', SearchAttributeType.KEYWORD);
export const WorkspaceIdAttribute = defineSearchAttributeKey(
  'FanoutWorkspaceId',
  SearchAttributeType.KEYWORD,
);
export const ChannelsAttribute = defineSearchAttributeKey('FanoutChannels', SearchAttributeType.KEYWORD_LIST);
export const StatusAttribute = defineSearchAttributeKey('FanoutStatus', SearchAttributeType.KEYWORD);

/** `name=Type` pairs as the Temporal CLI takes them. */
export const searchAttributeDefinitions: Record<string, string> = {
  FanoutPostId: 'Keyword',
  FanoutWorkspaceId: 'Keyword',
  FanoutChannels: 'KeywordList',
  FanoutStatus: 'Keyword',
};
