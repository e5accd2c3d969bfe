// Types of tap-scenarios.cjs, for the browser tests.
import type { Locator, Page } from 'playwright-core';

export interface Scenario {
  readonly key: string;
  readonly label: string;
  readonly route: string;
  readonly prepare?: (page: Page) => Promise<void>;
  readonly tap?: (page: Page) => Locator;
  readonly press?: string;
  readonly shown?: string;
}

export interface AfterPageChangeScenario extends Scenario {
  /** When the tapped panel itself shows, where `shown` is an answer before it. */
  readonly content?: string;
}

export interface NavigationScenario extends Scenario {
  readonly target: string;
  readonly taken?: string;
}

export declare const PHONE: { readonly width: number; readonly height: number };
export declare const PHONE_CONTEXT: {
  readonly viewport: { readonly width: number; readonly height: number };
  readonly isMobile: true;
  readonly hasTouch: true;
  readonly locale: string;
};
export declare const TAPS: readonly Scenario[];
export declare const NAVIGATIONS: readonly NavigationScenario[];
export declare const EARLY_TAPS: readonly Scenario[];
export declare const AFTER_PAGE_CHANGE: readonly AfterPageChangeScenario[];
export declare function shownSelector(selector: string): string;
export declare function goneSelector(selector: string): string;
