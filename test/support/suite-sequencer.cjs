const Sequencer = require('@jest/test-sequencer').default;

/** The browser visits of every address (test/e2e/support/page-visit.ts): small files, the longest to run. */
const VISITS = /[\\/]test[\\/]e2e[\\/]pages[^\\/]*\.e2e\.ts$/;

/**
 * Jest runs the files it has timings for longest first, and the others by file size. On a machine without Jest's
 * cache (a fresh CI machine) the visit files would start last and leave one worker running alone at the end, so,
 * without timings, they go first.
 */
class SuiteSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => typeof test.duration === 'number')) return sorted;
    return [...sorted.filter((test) => VISITS.test(test.path)), ...sorted.filter((test) => !VISITS.test(test.path))];
  }
}

module.exports = SuiteSequencer;
