import { runSiteInBrowser } from './support/harness';
import { PAGES_WITH_TABS_AND_FORMS, visitOnEveryScreen } from './support/page-visit';

/**
 * Cloudium, the community, the application and the partnership page, each tab and panel by its own address, in one
 * visit each: test/e2e/support/page-visit.ts says what each step checks. What the tabs and forms do is tested in
 * test/features.
 */
const e2e = runSiteInBrowser();

it.each(PAGES_WITH_TABS_AND_FORMS)(
  '$url: paints before any script with its tab open, hydrates there without an error, a warning or a shift; passes the checks of every page and reflows',
  (target) => visitOnEveryScreen(e2e, target),
);
