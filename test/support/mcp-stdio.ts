import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

/** The SDK's own client over stdio, running `npm run mcp`'s entry with the given environment. */
export async function stdioMcpClient(env: Record<string, string>): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--require', 'tsx/cjs', 'api/mcp/stdio-main.ts'],
    cwd: path.resolve(__dirname, '../..'),
    env: { PATH: process.env.PATH ?? '', ...env },
    stderr: 'ignore',
  });
  const client = new Client({ name: 'fanout-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}
