import type { Connection } from '@temporalio/client';
import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';
import { temporal } from '@temporalio/proto';

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
/** The error codes of a run's failed targets: `FanoutErrorCodes = 'publish_unconfirmed'` finds them. */
export const ErrorCodesAttribute = defineSearchAttributeKey(
  'FanoutErrorCodes',
  SearchAttributeType.KEYWORD_LIST,
);

/** `name=Type` pairs as the Temporal CLI takes them. */
export const searchAttributeDefinitions: Record<string, string> = {
  FanoutPostId: 'Keyword',
  FanoutWorkspaceId: 'Keyword',
  FanoutChannels: 'KeywordList',
  FanoutStatus: 'Keyword',
  FanoutErrorCodes: 'KeywordList',
};

const { IndexedValueType } = temporal.api.enums.v1;
const GRPC_UNIMPLEMENTED = 12;
const INDEXED_TYPES: Record<string, temporal.api.enums.v1.IndexedValueType> = {
  Keyword: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD,
  KeywordList: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD_LIST,
};

/**
 * Registers our search attributes on a Temporal server that lacks them (a shared server, the
 * compose one, the time-skipping test server). Safe to call on every start.
 */
export async function ensureSearchAttributes(connection: Connection, namespace: string): Promise<void> {
  // The time-skipping test server cannot list them (UNIMPLEMENTED); it starts with none.
  const existing: Record<string, unknown> = await connection.operatorService
    .listSearchAttributes({ namespace })
    .then((answer) => answer.customAttributes ?? {})
    .catch((err) => {
      if ((err as { code?: number }).code === GRPC_UNIMPLEMENTED) return {};
      throw err;
    });
  const missing = Object.entries(searchAttributeDefinitions).filter(([name]) => !(name in existing));
  if (missing.length === 0) return;
  await connection.operatorService.addSearchAttributes({
    namespace,
    searchAttributes: Object.fromEntries(missing.map(([name, type]) => [name, INDEXED_TYPES[type]])),
  });
}
