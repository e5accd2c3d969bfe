/** The start-up figures of bench:web and the browser budget (docs/performance.md#the-calibrated-phone). */
import { blockingAfter, onMidTierPhone } from '../../scripts/bench/startup-probe.cjs';

describe('blockingAfter', () => {
  it.each([
    ['no tasks', [], 0, { longestTaskMs: 0, blockingMs: 0 }],
    ['a task before the paint', [{ start: 0, duration: 300 }], 400, { longestTaskMs: 0, blockingMs: 0 }],
    [
      'a task across the paint counts after it',
      [{ start: 100, duration: 300 }],
      200,
      { longestTaskMs: 200, blockingMs: 150 },
    ],
    [
      'tasks after the paint',
      [
        { start: 500, duration: 60 },
        { start: 600, duration: 120 },
      ],
      200,
      { longestTaskMs: 120, blockingMs: 80 },
    ],
    [
      'a task under the threshold blocks nothing',
      [{ start: 500, duration: 50 }],
      0,
      { longestTaskMs: 50, blockingMs: 0 },
    ],
  ])('%s', (_case, tasks, from, expected) => {
    expect(blockingAfter(tasks, from)).toEqual(expected);
  });
});

describe('onMidTierPhone', () => {
  const tasks = [
    { start: 0, duration: 100 },
    { start: 200, duration: 40 },
  ];

  it.each([
    ['the mid-tier phone itself', 500, { longestTaskMs: 100, blockingMs: 50 }],
    ['a phone half as fast: tasks half as long', 250, { longestTaskMs: 50, blockingMs: 0 }],
    ['a phone twice as fast: tasks twice as long', 1000, { longestTaskMs: 200, blockingMs: 180 }],
  ])('%s', (_case, phoneIndex, expected) => {
    expect(onMidTierPhone(tasks, phoneIndex)).toEqual(expected);
  });
});
