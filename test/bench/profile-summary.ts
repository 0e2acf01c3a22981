import fs from 'node:fs';
import path from 'node:path';

/**
 * `node --import tsx test/bench/profile-summary.ts <file.cpuprofile> [top]`: where a process spent
 * its CPU, from a V8 profile (`NODE_OPTIONS=--cpu-prof --cpu-prof-dir=DIR npm run bench -- sustained`
 * writes one per process at exit). Self time is grouped by where the code lives: a package under
 * node_modules, a file of ours, or V8/Node internals (garbage collection, idle, program).
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function placeOf(url: string, fn: string): string {
  // V8's own entries are already in parentheses: (idle), (garbage collector), (program).
  if (!url) return fn.startsWith('(') ? fn : `(${fn || 'native'})`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url;
  return path.relative(process.cwd(), url.replace(/^file:\/\//, ''));
}

/** A coarse kind, to read a profile at a glance: where would a saving have to come from? */
function kindOf(place: string): string {
  if (/^(@mikro-orm|knex|pg|pg-protocol|pg-pool)\b/.test(place)) return 'database client';
  if (/^(@temporalio|protobufjs|@grpc|long)\b/.test(place) || place === '(runInContext)')
    return 'temporal sdk';
  if (
    /^(koa|@koa|koa-compose|ajv|undici)\b/.test(place) ||
    /^node:(_http|internal\/deps\/undici|net)/.test(place)
  )
    return 'http';
  if (place === '(garbage collector)') return 'gc';
  if (/^(tsx|esbuild|webpack)/.test(place) || place.startsWith('node:internal/modules'))
    return 'loading code';
  if (!place.startsWith('(') && !place.startsWith('node:') && !place.includes('/')) return 'other packages';
  if (!place.startsWith('(') && !place.startsWith('node:')) return 'our code';
  return 'node and v8';
}

function main(): void {
  const [file, topArg] = process.argv.slice(2);
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const us = profile.timeDeltas[i] ?? 0;
    total += us;
    const key = placeOf(node.callFrame.url, node.callFrame.functionName);
    self.set(key, (self.get(key) ?? 0) + us);
  });
  const idle = self.get('(idle)') ?? 0;
  const kinds = new Map<string, number>();
  for (const [place, us] of self) {
    if (place === '(idle)') continue;
    kinds.set(kindOf(place), (kinds.get(kindOf(place)) ?? 0) + us);
  }
  const busy = total - idle;
  console.log(
    `${path.basename(file)}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy`,
  );
  const share = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
  console.log(
    [...kinds.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, us]) => `${kind} ${share(us).trim()}`)
      .join(', '),
  );
  const rows = [...self.entries()].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]);
  for (const [place, us] of rows.slice(0, Number(topArg ?? 25))) {
    console.log(
      `${((100 * us) / busy).toFixed(1).padStart(5)} %  ${(us / 1e6).toFixed(2).padStart(7)} s  ${place}`,
    );
  }
}

main();
