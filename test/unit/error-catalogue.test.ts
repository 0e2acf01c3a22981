import fs from 'node:fs';
import path from 'node:path';
import { catalogue, type CatalogueEntry } from '../../core/errors/catalogue';

/**
 * The spec is the contract: every code in its error tables must be in our one catalogue, with
 * the same status (or, where the spec gives several, each of them).
 */
// The contract lives beside the repository (../shared/spec); a copy travels in docs/spec so a clone
// made anywhere (CI) can check against it. Where both exist they must be the same text.
const SHARED_SPEC = path.resolve(__dirname, '..', '..', '..', 'shared', 'spec', 'SPEC.md');
const COPIED_SPEC = path.resolve(__dirname, '..', '..', 'docs', 'spec', 'SPEC.md');
const SPEC = fs.existsSync(SHARED_SPEC) ? SHARED_SPEC : COPIED_SPEC;

describe('docs/spec/SPEC.md', () => {
  // A clone with no ../shared beside it has nothing to compare with: the test says it was skipped
  // instead of passing with no assertion.
  const sameAsShared = fs.existsSync(SHARED_SPEC) ? it : it.skip;
  sameAsShared('is the same text as the shared spec (skipped where ../shared/spec is absent)', () => {
    expect(fs.readFileSync(COPIED_SPEC, 'utf8')).toBe(fs.readFileSync(SHARED_SPEC, 'utf8'));
  });

  it('holds the error tables the catalogue is checked against', () => {
    const text = fs.readFileSync(COPIED_SPEC, 'utf8');
    expect(text).toContain('\n## Errors');
    expect(text).toContain('\n## Limits');
  });
});

function specRows(): Array<{ code: string; statuses: Array<number | 'target'> }> {
  const rows: Array<{ code: string; statuses: Array<number | 'target'> }> = [];
  const spec = fs.readFileSync(SPEC, 'utf8');
  const errors = spec.slice(spec.indexOf('\n## Errors'), spec.indexOf('\n## Limits'));
  for (const line of errors.split('\n')) {
    const match = /^\| ([a-z_]+) \| ([^|]+) \|/.exec(line);
    if (!match) continue;
    const status = match[2].trim();
    if (status === 'target') rows.push({ code: match[1], statuses: ['target'] });
    else if (/^\d/.test(status))
      rows.push({ code: match[1], statuses: (status.match(/\d+/g) ?? []).map(Number) });
  }
  return rows;
}

describe('error catalogue against SPEC.md', () => {
  const rows = specRows();
  const table: Record<string, CatalogueEntry> = catalogue;

  it('reads the spec tables (a sanity check that the parser sees them)', () => {
    expect(rows.length).toBeGreaterThan(200);
    expect(rows).toContainEqual({ code: 'invalid_json', statuses: [400] });
  });

  it.each(rows.map((r) => [r.code, r.statuses] as const))('%s has the spec status %p', (code, statuses) => {
    const entry = table[code];
    expect(entry).toBeDefined();
    const ours: Array<number | 'target'> = [entry.status, ...(entry.otherStatuses ?? [])];
    for (const status of statuses) expect(ours).toContain(status);
  });

  it('has an English message for every code', () => {
    for (const [code, entry] of Object.entries(table)) {
      expect([code, entry.message.length > 3]).toEqual([code, true]);
    }
  });
});
