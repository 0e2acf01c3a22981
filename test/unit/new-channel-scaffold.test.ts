import fs from 'node:fs';
import path from 'node:path';
import { renderChannel } from '../../core/channels/scaffold/new-channel';

/**
 * `npm run new:channel` writes a channel that passes both contract kits untouched: the files are
 * written into this checkout under throwaway ids, their own generated contract tests are loaded
 * here (so they run exactly as written), and everything is removed afterwards.
 */
const ROOT = path.resolve(__dirname, '../..');
const written: string[] = [];

for (const flavour of ['token', 'oauth'] as const) {
  const id = `zz_scaffold_${flavour}_${process.pid}`;
  for (const [file, text] of renderChannel(id, flavour)) {
    const target = path.join(ROOT, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text, { flag: 'wx' });
    written.push(target);
  }
  describe(`new:channel -- ${id} --${flavour}`, () => {
    it('writes the plugin folder and its two contract tests', () => {
      const files = renderChannel(id, flavour).map(([file]) => file);
      expect(files).toEqual(
        expect.arrayContaining([
          `plugins/${id}/index.ts`,
          `plugins/${id}/plugin.ts`,
          `plugins/${id}/emulator.ts`,
          `test/contract/${id}.contract.test.ts`,
          `test/contract/${id}.connect.test.ts`,
        ]),
      );
    });
    // The generated suites, as a developer runs them.
    jest.requireActual(path.join(ROOT, `test/contract/${id}.contract.test.ts`));
    jest.requireActual(path.join(ROOT, `test/contract/${id}.connect.test.ts`));
  });
}

afterAll(() => {
  for (const file of written) fs.rmSync(file, { force: true });
  for (const dir of new Set(written.map((f) => path.dirname(f)))) {
    if (dir.includes('zz_scaffold_')) fs.rmSync(dir, { recursive: true, force: true });
  }
});
