import fs from 'node:fs';
import path from 'node:path';
import { configTable } from './config-variables';

/**
 * `npm run gen:config-docs`: writes the table of core/config-variables.ts between the markers of
 * docs/guide/configuration.md, so the page never lists a variable the code does not read, or
 * misses one it does. With `--check` it writes nothing and exits 1 when the page differs (the
 * tests run that, as they do for the generated clients).
 */
export const CONFIG_PAGE = path.resolve(__dirname, '..', 'docs', 'guide', 'configuration.md');
const START =
  '<!-- config-table:start (npm run gen:config-docs writes this from core/config-variables.ts) -->';
const END = '<!-- config-table:end -->';

/** The page with its generated part replaced; prettier leaves that part as written (rows can be long). */
export function pageWithTable(page: string): string {
  const from = page.indexOf(START);
  const to = page.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${CONFIG_PAGE} lacks the markers ${START} ... ${END}`);
  const generated = ['<!-- prettier-ignore-start -->', configTable(), '<!-- prettier-ignore-end -->'].join(
    '\n',
  );
  return `${page.slice(0, from + START.length)}\n${generated}\n${page.slice(to)}`;
}

if (require.main === module) {
  const current = fs.readFileSync(CONFIG_PAGE, 'utf8');
  const wanted = pageWithTable(current);
  if (process.argv.includes('--check')) {
    if (current !== wanted) {
      console.error(
        `out of date: ${path.relative(process.cwd(), CONFIG_PAGE)} (run npm run gen:config-docs)`,
      );
      process.exit(1);
    }
  } else if (current !== wanted) {
    fs.writeFileSync(CONFIG_PAGE, wanted);
    console.log(`wrote ${path.relative(process.cwd(), CONFIG_PAGE)}`);
  }
}
