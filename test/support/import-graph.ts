import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Every `.ts` file under `dirs` (relative to `root`), skipping declaration files. */
export function tsFilesUnder(root: string, dirs: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
        found.push(full);
      }
    }
  };
  dirs
    .map((d) => path.join(root, d))
    .filter((d) => fs.existsSync(d))
    .forEach(walk);
  return found.sort();
}

/**
 * The relative modules a file names in its import and export-from statements (type-only ones
 * too: a circle of types still ties the files together), resolved to files in `known`.
 */
export function importsOf(file: string, known: ReadonlySet<string>): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, false);
  const targets: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier
        ? statement.moduleSpecifier
        : undefined;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), specifier.text);
    const target = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => known.has(f));
    if (target) targets.push(target);
  }
  return targets;
}

/** Groups of files that import one another, directly or round about (Tarjan's strongly connected components). */
export function importCycles(files: readonly string[]): string[][] {
  const known = new Set(files);
  const edges = new Map(files.map((f) => [f, importsOf(f, known)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of edges.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    const selfImport = edges.get(file)?.includes(file);
    if (group.length > 1 || selfImport) cycles.push(group.sort());
  };
  files.forEach((f) => index.has(f) || visit(f));
  return cycles;
}
