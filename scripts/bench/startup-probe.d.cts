// Types of startup-probe.cjs, for the browser tests.
import type { Browser, Page } from 'playwright-core';

export declare const PHONE_BENCHMARK_INDEX: number;
export declare const BLOCKING_THRESHOLD_MS: number;

export interface LongTask {
  readonly start: number;
  readonly duration: number;
}

export interface StartupFigures {
  readonly firstPaintMs: number;
  readonly interactiveMs: number | null;
  readonly paintToInteractiveMs: number | null;
  readonly longestTaskMs: number;
  readonly blockingMs: number;
  /** The long tasks after the first paint, each cut at it. */
  readonly tasksAfterPaint: readonly LongTask[];
}

export declare function measureBenchmarkIndex(browser: Browser, runs?: number): Promise<number>;
export declare function slowdownFor(benchmarkIndex: number): number;
export declare function median(values: readonly number[]): number | null;
export declare function blockingAfter(
  tasks: readonly LongTask[],
  from: number,
): { longestTaskMs: number; blockingMs: number };
export declare function onMidTierPhone(
  tasks: readonly LongTask[],
  phoneIndex: number,
): { longestTaskMs: number; blockingMs: number };
export declare function probeStartup<After = undefined>(
  browser: Browser,
  url: string,
  options: {
    slowdown: number;
    viewport?: { width: number; height: number };
    interactive?: boolean;
    settleMs?: number;
    /** Before the page loads, for example to add init scripts. */
    before?: (page: Page) => Promise<void>;
    /** On the settled page, before the visit ends; its result is `after`. */
    afterwards?: (page: Page) => Promise<After>;
  },
): Promise<StartupFigures & { readonly after: After | undefined }>;
