import type { PluginRegistry } from '../../core/channels/registry';
import * as accounts from '../schemas/accounts';
import * as keys from '../schemas/keys';
import * as logs from '../schemas/logs';
import * as media from '../schemas/media';
import * as posts from '../schemas/posts';
import { errorBody, type JsonSchema } from '../schemas/shapes';
import * as workspaces from '../schemas/workspaces';
import { channelOptionsSchema, postOptionsSchema } from './operations';

/**
 * The schemas a reader (and a generated client) knows by name. Where one appears in an operation,
 * the document says `$ref: '#/components/schemas/<Name>'` instead of repeating it, so clients get
 * one `Post` type rather than a copy per route. Matching is by content, so a schema rebuilt the
 * same way (each channel's options) is found too.
 */
export function namedSchemas(plugins: PluginRegistry): Array<[string, JsonSchema]> {
  return [
    ['Error', errorBody],
    ['Post', posts.postView],
    ['PostList', posts.postList],
    ['ThreadView', posts.postThreadView],
    ['OptionsByChannel', postOptionsSchema(plugins)],
    ...plugins.all().map((p): [string, JsonSchema] => [`${pascal(p.id)}Options`, channelOptionsSchema(p)]),
    ['Account', accounts.accountView],
    ['AccountList', accounts.accountList],
    ['Connect', accounts.connectView],
    ['Media', media.mediaView],
    ['Presign', media.presignView],
    ['UploadLink', media.uploadLinkView],
    ['Key', keys.keyView],
    ['KeyList', keys.keyList],
    ['LogEntry', logs.logEntry],
    ['LogList', logs.logList],
    ['Workspace', workspaces.workspaceView],
    ['WorkspaceList', workspaces.workspaceList],
  ];
}

/**
 * `tree` with every occurrence of a named schema replaced by its `$ref`, and the components
 * themselves written the same way (a `PostList`'s items are a `$ref` to `Post`).
 */
export function hoistNamed(
  tree: Record<string, unknown>,
  named: Array<[string, JsonSchema]>,
): { tree: Record<string, unknown>; schemas: Record<string, unknown> } {
  const byContent = new Map(named.map(([name, schema]) => [JSON.stringify(schema), name]));
  const walk = (node: unknown, self?: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n));
    if (typeof node !== 'object' || node === null) return node;
    const name = byContent.get(JSON.stringify(node));
    if (name !== undefined && name !== self) return { $ref: `#/components/schemas/${name}` };
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
  };
  const schemas = Object.fromEntries(named.map(([name, schema]) => [name, walk(schema, name)]));
  return { tree: walk(tree) as Record<string, unknown>, schemas };
}

function pascal(id: string): string {
  return id
    .split(/[_-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
