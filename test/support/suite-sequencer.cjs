const Sequencer = require('@jest/test-sequencer').default;

/** The browser visits of every address (test/e2e/support/page-visit.ts): small files, the longest to run. */
const VISITS = /[\\/]test[\\/]e2e[\\/]pages[^\\/]*\.e2e\.ts$/;
/** The other engines (test/e2e/engines.e2e.ts): Firefox and WebKit, not slowed, in a virtual display. */
const ENGINES = /[\\/]test[\\/]e2e[\\/]engines\.e2e\.ts$/;

/**
 * Jest runs the files it has timings for longest first, and the others by file size. On a machine without Jest's
 * cache (a fresh CI machine) the visit files would start last and leave one worker running alone at the end, so,
 * without timings, they go first. The other engines' browsers take the CPU that the measurements on the calibrated
 * phone (start-up, taps, offline timings) need beside them: they run last (in the pass that runs its files alone,
 * `npm run test:e2e`, after the measurements).
 */
class SuiteSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const ordered = sorted.some((test) => typeof test.duration === 'number')
      ? sorted
      : [...sorted.filter((test) => VISITS.test(test.path)), ...sorted.filter((test) => !VISITS.test(test.path))];
    return [
      ...ordered.filter((test) => !ENGINES.test(test.path)),
      ...ordered.filter((test) => ENGINES.test(test.path)),
    ];
  }
}

module.exports = SuiteSequencer;
