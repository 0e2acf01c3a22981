// Jest's order, with the suites that take minutes started first: with two workers they then run
// beside the rest instead of after it. On a fresh clone Jest has no timings to go by and orders by
// file size, which put the fuzz (the longest, in a short file) last. Figures: the CI note.
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

class SlowFirstSequencer extends Sequencer {
  async sort(tests) {
    const rank = (test) => {
      const index = SLOW_FIRST.findIndex((name) => test.path.endsWith(`/${name}.test.ts`));
      return index < 0 ? SLOW_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the rest keep Jest's own order.
    return [...(await super.sort(tests))].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowFirstSequencer;
