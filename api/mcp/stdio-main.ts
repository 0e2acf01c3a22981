import 'reflect-metadata';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { PluginRegistry } from '../../core/channels/registry';
import { allPlugins } from '../../plugins';
import { operationsFor } from '../openapi/operations';
import { createMcpServer } from './mcp-server';
import { toolCatalogue } from './tool-catalogue';

/**
 * `npm run mcp`: Fanout as a local MCP server on stdio, for an agent's client configuration. It
 * reads FANOUT_API_URL (default http://127.0.0.1:3000), FANOUT_API_KEY (required) and optional
 * FANOUT_WORKSPACE, and calls the REST API with them. Stdout carries MCP alone; anything else goes
 * to stderr.
 */
async function main(): Promise<void> {
  const apiKey = process.env.FANOUT_API_KEY;
  if (!apiKey) {
    process.stderr.write('FANOUT_API_KEY is not set: the MCP server calls the API with this key.\n');
    process.exit(2);
  }
  const apiUrl = (process.env.FANOUT_API_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');
  const tools = toolCatalogue(operationsFor(new PluginRegistry(allPlugins())));
  const server = createMcpServer(
    tools,
    () => ({ apiUrl, bearer: apiKey, workspace: process.env.FANOUT_WORKSPACE || undefined }),
    '1.0.0',
  );
  await server.connect(new StdioServerTransport());
  process.stderr.write(`fanout MCP server on stdio: ${tools.length} tools, API ${apiUrl}\n`);
}

// Anything a library prints must not reach stdout, where only MCP messages may go.
console.log = (...args: unknown[]) => console.error(...args);
void main().catch((err) => {
  process.stderr.write(`fanout MCP server stopped: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
