import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importCycles, tsFilesUnder } from '../support/import-graph';

const ROOT = path.resolve(__dirname, '../..');

/**
 * No file of the application imports itself round about: a circle ties files that should stand
 * apart, and at run time one of them sees the other half-loaded. Break a new one by moving the
 * shared piece (a type, a small function) into its own module.
 */
describe('import cycles', () => {
  it('none among core/, plugins/, api/ and activities/', () => {
    const files = tsFilesUnder(ROOT, ['core', 'plugins', 'api', 'activities']);
    expect(files.length).toBeGreaterThan(100);
    const cycles = importCycles(files).map((group) => group.map((f) => path.relative(ROOT, f)));
    expect(cycles).toEqual([]);
  });

  it('finds a circle through a type-only import and an export-from, and nothing else', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycle-'));
    const files = {
      'a.ts': "import type { B } from './b';\nexport type A = B;\n",
      'b.ts': "export { C as B } from './c';\n",
      'c.ts': "import { a } from './a';\nexport type C = typeof a;\n",
      'd.ts': "import type { A } from './a';\nexport type D = A;\n",
    };
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    try {
      const cycles = importCycles(tsFilesUnder(dir, ['.'])).map((group) =>
        group.map((f) => path.relative(dir, f)),
      );
      expect(cycles).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
