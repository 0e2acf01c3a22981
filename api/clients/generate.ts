import fs from 'node:fs';
import path from 'node:path';
import { PluginRegistry } from '../../core/channels/registry';
import { allPlugins } from '../../plugins';
import { openApiDocument } from '../openapi/document';

/**
 * `npm run gen:clients`: writes the OpenAPI document the API serves to api/clients/openapi.json,
 * then regenerates each client from it. Nothing in api/clients is edited by hand; the tests fail
 * when what is committed differs from what this writes.
 */
export const CLIENTS_DIR = __dirname;
/** The document's server: where `npm start` listens. Clients take their base URL as an argument. */
export const DEFAULT_SERVER = 'http://127.0.0.1:3000';

export function documentText(): string {
  const doc = openApiDocument(new PluginRegistry(allPlugins()), DEFAULT_SERVER);
  return `${JSON.stringify(doc, null, 2)}\n`;
}

function main(): void {
  const file = path.join(CLIENTS_DIR, 'openapi.json');
  fs.writeFileSync(file, documentText());
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

if (require.main === module) main();
