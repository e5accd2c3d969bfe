import { runSiteInBrowser } from './support/harness';
import { CONTENT_PAGES, visitOnEveryScreen } from './support/page-visit';

/**
 * The pages that only show (and the not-found page), each in one visit on a phone, at 320 px, with the text doubled
 * and on a desktop: test/e2e/support/page-visit.ts says what each step checks.
 */
const e2e = runSiteInBrowser();

it.each(CONTENT_PAGES)(
  '$url: paints before any script, hydrates without an error, a warning or a shift; passes the checks of every page on a phone and a desktop, and reflows at 320 px and 200 % text',
  (target) => visitOnEveryScreen(e2e, target),
);
