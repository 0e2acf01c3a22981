import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm run new:channel -- <id> --oauth|--token [--root <dir>]`: writes plugins/<id>/ and its two
 * contract tests from the templates beside this file. With the plugin's line in plugins/index.ts
 * the kits pass on the untouched scaffold; the TODOs say what to fill in.
 */
const TEMPLATES = path.join(__dirname, 'templates');
const ID = /^[a-z][a-z0-9_]{1,30}$/;

export type Flavour = 'oauth' | 'token';

/** `zz_token_test` → `ZzTokenTest`. */
export function className(id: string): string {
  return id
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** The channel's files, paths relative to the repository root, as the templates give them. */
export function renderChannel(id: string, flavour: Flavour): Array<[path: string, text: string]> {
  if (!ID.test(id))
    throw new Error(`channel id "${id}": lower-case letters, digits and _, starting with a letter`);
  const name = className(id);
  const fill = (template: string) =>
    fs
      .readFileSync(path.join(TEMPLATES, template), 'utf8')
      .replaceAll('__Name__', name)
      .replaceAll('__camel__', name.charAt(0).toLowerCase() + name.slice(1))
      .replaceAll('__host__', id.replaceAll('_', '-'))
      .replaceAll('__id__', id);
  const files: Array<[string, string]> = [];
  for (const dir of ['common', flavour]) {
    for (const file of fs.readdirSync(path.join(TEMPLATES, dir))) {
      const out = file.replace(/\.tmpl$/, '');
      if (out.endsWith('.test.ts')) continue;
      files.push([path.join('plugins', id, out), fill(path.join(dir, file))]);
    }
  }
  files.push([path.join('test/contract', `${id}.contract.test.ts`), fill('common/contract.test.ts.tmpl')]);
  files.push([path.join('test/contract', `${id}.connect.test.ts`), fill(`${flavour}/connect.test.ts.tmpl`)]);
  return files;
}

/** Writes the channel's files under `root`, formatted as the repository formats; returns their paths. */
export async function scaffoldChannel(id: string, flavour: Flavour, root: string): Promise<string[]> {
  const files = renderChannel(id, flavour);
  if (fs.existsSync(path.join(root, 'plugins', id))) throw new Error(`plugins/${id} exists already`);
  // Placeholders are shorter or longer than the names, so lines are wrapped after filling them in.
  // Loaded here, not at the top: prettier is a dev tool, and the rendering above needs none of it.
  const { format, resolveConfig } = await import('prettier');
  const options = (await resolveConfig(path.join(__dirname, 'new-channel.ts'))) ?? {};
  for (const [file, text] of files) {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await format(text, { ...options, filepath: target }), { flag: 'wx' });
  }
  return files.map(([file]) => file);
}

async function main(argv: string[]): Promise<void> {
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  const rootAt = argv.indexOf('--root');
  const root = rootAt >= 0 ? path.resolve(argv[rootAt + 1]) : process.cwd();
  const id = argv.find((a, i) => !a.startsWith('--') && argv[i - 1] !== '--root');
  const flavour = flags.has('--oauth') ? 'oauth' : flags.has('--token') ? 'token' : undefined;
  if (!id || !flavour || (flags.has('--oauth') && flags.has('--token'))) {
    console.error('usage: npm run new:channel -- <id> --oauth|--token');
    process.exit(2);
  }
  const files = await scaffoldChannel(id, flavour, root);
  console.log(files.map((f) => `wrote ${f}`).join('\n'));
  const name = className(id);
  console.log(
    `\nNow add it to plugins/index.ts:\n  import { ${name}Plugin } from './${id}';\n  new ${name}Plugin(),\n` +
      `then: npx jest test/contract/${id}.contract.test.ts test/contract/${id}.connect.test.ts\n` +
      `and, once they pass: npm run gen:clients && npx jest test/unit/platform-features-snapshot.test.ts\n` +
      `(the snapshot takes the new channel's row; commit it with the folder)`,
  );
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error((err as Error).message);
    process.exit(1);
  });
}
