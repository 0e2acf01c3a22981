import 'reflect-metadata';
import { PluginRegistry } from '../../core/channels/registry';
import { allPlugins } from '../../plugins';
import { operationsFor } from '../../api/openapi/operations';
import { toolCatalogue } from '../../api/mcp/tool-catalogue';
import { toolNamesIn } from '../../api/mcp/tool-names-in-text';

describe('MCP tool names in messages', () => {
  const tools = toolCatalogue(operationsFor(new PluginRegistry(allPlugins())));

  it('names the tool where a message names its REST route, in every way the texts write one', () => {
    expect(toolNamesIn('Read it first: call POST /v1/kr/forms/extract with its url.', tools)).toBe(
      'Read it first: call extract_kr_form with its url.',
    );
    expect(toolNamesIn('Retry with POST /v1/posts/{id}/retry.', tools)).toBe('Retry with retry_post.');
    expect(toolNamesIn('then POST /v1/posts/post_1/retry {"force": true}', tools)).toBe(
      'then retry_post {"force": true}',
    );
    expect(toolNamesIn('DELETE /v1/accounts/:id with force', tools)).toBe('disconnect_account with force');
    expect(toolNamesIn('see GET /v1/posts and GET /v1/posts/p1', tools)).toBe('see list_posts and get_post');
    expect(toolNamesIn('nothing here', tools)).toBe('nothing here');
  });

  it('gives every tool a unique snake_case name', () => {
    const names = tools.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
  });
});
