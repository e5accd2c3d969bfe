// Types of interaction-probe.cjs, for the browser tests.
import type { Locator, Page } from 'playwright-core';

export declare const EVENT_TIMING_FLOOR_MS: number;

export interface InteractionFigures {
  /** The input's time stamp, on the page's clock. */
  readonly inputAt: number;
  /** The Event Timing duration of the interaction's slowest event (the floor where none was reported). */
  readonly inpMs: number;
  readonly inputDelayMs: number;
  readonly processingMs: number;
  readonly slowestEvent: string;
  /** From the input to the frame that showed the result; null without `shown`. */
  readonly shownMs: number | null;
}

export interface TapScenario {
  readonly tap?: (page: Page) => Locator;
  readonly press?: string;
}

export declare function recordInteractions(page: Page, options?: { firstInputShown?: string }): Promise<void>;
export declare function watchFor(page: Page, shown: string): Promise<{ shownAt(): Promise<number> }>;
export declare function measureInteraction(
  page: Page,
  options: { act: (page: Page) => Promise<void>; shown?: string },
): Promise<InteractionFigures>;
export declare function tap(page: Page, locator: Locator): Promise<void>;
export declare function scrollToControl(page: Page, scenario: TapScenario): Promise<void>;
export declare function actOf(scenario: TapScenario): (page: Page) => Promise<void>;
export declare function firstPaintAt(page: Page): Promise<{ paintedAt: number; seenAt: number }>;
export declare function pageNow(page: Page): Promise<number>;
