import { spawnSync } from 'node:child_process';
import MarkdownIt from 'markdown-it';

/**
 * The fenced blocks of a Markdown page marked to be run by test/e2e/docs-runnable.test.ts: the info
 * string `sh runnable` (GitHub and the /docs/guide renderer highlight by its first word only).
 * Read with markdown-it, the parser the guide is rendered with, so what runs is what readers see.
 */
export function runnableBlocks(markdown: string): string[] {
  return new MarkdownIt()
    .parse(markdown, {})
    .filter((t) => t.type === 'fence' && t.info.trim().split(/\s+/).join(' ') === 'sh runnable')
    .map((t) => t.content);
}

/** A trailing `# => <answer>`: the command prints exactly that (after its other comments). */
const EXPECTED = /\s+#\s*=>\s*(.*)$/;

/**
 * A block as the test runs it: each command whose line ends with `# => <answer>` is checked to
 * print exactly that answer, and fails the script otherwise. A command over several lines (`\`,
 * a quote left open) is checked as a whole. Inside a checked command, curl is free to meet an HTTP error (the answer
 * says which); everywhere else the script's curl fails on one (see DOCS_CURL).
 */
export function withChecks(block: string): string {
  const out: string[] = [];
  let command: string[] = [];
  for (const line of block.split('\n')) {
    command.push(line);
    if (line.endsWith('\\') || !complete(command.join('\n'))) continue;
    const match = EXPECTED.exec(line);
    if (match) {
      const expected = match[1].trim();
      command[command.length - 1] = line.slice(0, match.index);
      out.push(
        `__got=$(DOCS_EXPECTING=1; ${command.join('\n')})`,
        `printf '%s\\n' "$__got"`,
        `[ "$__got" = ${shellQuote(expected)} ] || { echo "expected: "${shellQuote(expected)} >&2; exit 1; }`,
      );
    } else {
      out.push(...command);
    }
    command = [];
  }
  out.push(...command);
  return out.join('\n');
}

/**
 * Put before a page's blocks: curl fails on an HTTP error (printing the answer's body) where the
 * docs do not say an error is the answer, so a command answering 400 workspace_required fails
 * its page instead of passing with exit 0.
 */
export const DOCS_CURL = `curl() { if [ -n "\${DOCS_EXPECTING:-}" ]; then command curl "$@"; else command curl --fail-with-body "$@"; fi; }`;

/** Whether bash reads `text` as whole commands: no quote or loop left open (other errors are bash's to report). */
function complete(text: string): boolean {
  return !/unexpected end of file|unexpected EOF/.test(
    spawnSync('bash', ['-n', '-c', text], { encoding: 'utf8' }).stderr,
  );
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
