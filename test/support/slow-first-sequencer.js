// Jest's order, with the suites that take minutes started first: with two workers they then run
// beside the rest instead of after it. On a fresh clone Jest has no timings to go by and orders by
// file size, which put the fuzz (the longest, in a short file) last. Figures: the CI note.
// The reference PDS suite goes last instead: it waits for the server's own install, which `npm test`
// starts in the background (test/atproto-pds/). Last, that wait overlaps every other suite, and
// holds one worker only once nothing else is queued; anywhere earlier, the suites behind it would
// queue for the one worker left.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads its sequencer as CommonJS
const Sequencer = require('@jest/test-sequencer').default;

const SLOW_FIRST = [
  'fuzz',
  'never-post-twice',
  'lifecycle-change',
  'engagement-crash',
  'processes-heal',
  'automation-delivery',
];
const LAST = ['atproto.pds'];

class SlowFirstSequencer extends Sequencer {
  async sort(tests) {
    const named = (names, test) => names.findIndex((name) => test.path.endsWith(`/${name}.test.ts`));
    const rank = (test) => {
      const first = named(SLOW_FIRST, test);
      if (first >= 0) return first;
      const last = named(LAST, test);
      return last < 0 ? SLOW_FIRST.length : SLOW_FIRST.length + 1 + last;
    };
    // Array.prototype.sort is stable: the rest keep Jest's own order.
    return [...(await super.sort(tests))].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowFirstSequencer;
