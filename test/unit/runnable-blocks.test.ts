import { spawnSync } from 'node:child_process';
import { runnableBlocks, withChecks } from '../support/runnable-blocks';

const bash = (block: string) =>
  spawnSync('bash', ['-e', '-o', 'pipefail', '-c', withChecks(block)], { encoding: 'utf8' });

/** How test/e2e/docs-runnable.test.ts reads the docs: what is run, and what fails a page. */
describe('runnable blocks of the docs', () => {
  it('are the fences marked `sh runnable`, nothing else', () => {
    const page = ['```sh runnable', 'echo a', '```', '```sh', 'echo b', '```', '```', 'echo c', '```'].join(
      '\n',
    );
    expect(runnableBlocks(page)).toEqual(['echo a\n']);
  });

  it('fail on a wrong `# => answer`, also of a command over several lines, and pass on the right one', () => {
    expect(bash('echo 1   # => 2\n').status).toBe(1);
    expect(bash('echo 2   # => 2\necho "a\n  b" | tr -d " \\n"   # => ab\n')).toMatchObject({
      status: 0,
      stdout: '2\nab\n',
    });
    expect(bash('echo "a\n  b" | tr -d " \\n"   # => a b\n').status).toBe(1);
    expect(bash('X=$(echo 3)\necho $X \\\n  4   # => 3 4\n').status).toBe(0);
  });
});
