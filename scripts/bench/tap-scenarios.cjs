// The taps a visitor makes, as `npm run bench:web` and the browser tests measure them (docs/performance.md#taps).
// Each scenario: the page it starts on, what brings the page to the state before the tap (`prepare`), the tap or
// key itself (`tap`: the control tapped, or `press`: the key pressed where focus is), and when its result is on screen
// (`shown`, an expression of a function run in the page; it may use window.__isShown from
// scripts/bench/interaction-probe.cjs). A tab panel counts as shown with its heading, the top of what the visitor sees
// of it (on a phone the plan cards stand below the fold).
'use strict';

const PHONE = { width: 412, height: 823 };
/** A phone's browser context: its viewport, and a finger (touch input) rather than a mouse. */
const PHONE_CONTEXT = { viewport: PHONE, isMobile: true, hasTouch: true, locale: 'de-DE' };

const shownSelector = (selector) => `() => window.__isShown(document.querySelector(${JSON.stringify(selector)}))`;
const goneSelector = (selector) => `() => !window.__isShown(document.querySelector(${JSON.stringify(selector)}))`;

const tab = (page, name) => page.getByRole('tab', { name, exact: true });
const planDialog = '[data-testid=plan-request-dialog]';

/** The plans tab shown and settled, as a visitor has it before choosing a plan. */
async function onPlansTab(page) {
  await tab(page, 'Pakete').tap();
  await page.locator('#pakete [data-plan=ES1] button').waitFor({ state: 'visible' });
}

/** The plans tab, then ES1's "Paket wählen" tapped, until its dialog shows its first field (returned). */
async function withPlanDialogOpen(page) {
  await onPlansTab(page);
  await page.locator('#pakete [data-plan=ES1] button').tap();
  const nameField = page.locator(`${planDialog} input[name=discordName]`);
  await nameField.waitFor({ state: 'visible' });
  return nameField;
}

/** The interactions of docs/performance.md's first table, each on a page the visitor has used for a moment. */
const TAPS = [
  {
    key: 'menu-opens',
    label: 'phone menu opens',
    route: '/',
    tap: (page) => page.getByRole('button', { name: 'Menü' }),
    shown: shownSelector('#hauptmenue-mobil a'),
  },
  {
    key: 'key-in-dialog',
    label: 'a key typed in the plan dialog',
    route: '/cloudium',
    prepare: async (page) => (await withPlanDialogOpen(page)).focus(),
    press: 'n',
  },
  {
    key: 'key-in-application',
    label: 'a key typed in the application',
    route: '/bewerbung',
    prepare: (page) => page.locator('input[name=discordName]').focus(),
    press: 'n',
  },
  {
    key: 'finder-slider',
    label: 'finder slider key',
    route: '/cloudium',
    prepare: async (page) => {
      await onPlansTab(page);
      await page.locator('#pakete [role=slider]').first().focus();
    },
    press: 'ArrowRight',
  },
  {
    key: 'community-team',
    label: 'community tab Team',
    route: '/community',
    tap: (page) => tab(page, 'Team'),
    shown: shownSelector('[role=tabpanel][id$=team]:not([hidden]) h2'),
  },
  {
    key: 'community-rules',
    label: 'community tab Regeln',
    route: '/community',
    tap: (page) => tab(page, 'Regeln'),
    shown: shownSelector('[role=tabpanel][id$=regeln]:not([hidden]) h2'),
  },
  {
    key: 'cloudium-plans',
    label: 'Cloudium plans tab',
    route: '/cloudium',
    tap: (page) => tab(page, 'Pakete'),
    shown: shownSelector('#pakete h2'),
  },
  {
    key: 'plan-dialog-opens',
    label: '"Paket wählen" opens its dialog',
    route: '/cloudium',
    prepare: onPlansTab,
    tap: (page) => page.locator('#pakete [data-plan=ES1] button'),
    shown: shownSelector(`${planDialog} input[name=discordName]`),
  },
  {
    key: 'plan-dialog-closes',
    label: 'the plan dialog closes (Escape)',
    route: '/cloudium',
    prepare: async (page) => {
      await withPlanDialogOpen(page);
      await page.waitForTimeout(600);
    },
    press: 'Escape',
    shown: goneSelector(planDialog),
  },
  {
    key: 'cloudium-support',
    label: 'Cloudium support tab',
    route: '/cloudium',
    tap: (page) => tab(page, 'Support'),
    shown: shownSelector('#support h2'),
  },
  {
    key: 'application-empty',
    label: 'empty application sent (the errors show)',
    route: '/bewerbung',
    tap: (page) => page.locator('main form button[type=submit]'),
    shown: shownSelector('main form [aria-invalid=true]'),
  },
];

/** Navigations inside the app, each beside a fresh load of its target (its first paint). */
const NAVIGATIONS = [
  {
    key: 'menu-to-partnership',
    label: 'menu link from / to /partnerschaft',
    route: '/',
    target: '/partnerschaft',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Menü' }).tap();
      await page.locator('#hauptmenue-mobil a[href="/partnerschaft"]').waitFor({ state: 'visible' });
      await page.waitForTimeout(600);
    },
    tap: (page) => page.locator('#hauptmenue-mobil a[href="/partnerschaft"]'),
    // The tap is taken: the menu closes.
    taken: goneSelector('#hauptmenue-mobil a[href="/partnerschaft"]'),
  },
  {
    key: 'home-to-cloudium',
    label: 'link from / to /cloudium',
    route: '/',
    target: '/cloudium',
    tap: (page) => page.locator('main a[href="/cloudium"]').first(),
    // The tap is taken: the tapped link marks itself pending and the progress bar shows.
    taken: shownSelector('[role=progressbar][aria-label="Seite wird geladen"]'),
  },
];

/** A tap of TAPS made 100 ms after the first paint instead, before the app is interactive: what a finger does. */
function early(key, label) {
  const tap = TAPS.find((candidate) => candidate.key === key);
  if (!tap) throw new Error(`Kein Tipp ${key}`);
  return { ...tap, key: `early-${key}`, label };
}

const EARLY_TAPS = [
  early('menu-opens', 'phone menu button on /'),
  early('cloudium-plans', 'plans tab on /cloudium'),
  early('community-team', 'Team tab on /community'),
];

/**
 * The plans tab's answer: the plans' intro; in the builds from cabf264 to 9d4b453, the spinner that said they were
 * coming, while they rendered.
 */
const plansOrTheirSpinner = `() => window.__isShown(document.querySelector('#pakete h2')) || window.__isShown(document.querySelector('#pakete [role=status]:not([hidden])'))`;

/**
 * Taps made as soon as their control shows after a page change, before the new page's idle moments: its hidden panels
 * and its dialogs have not rendered yet (docs/rendering.md). `shown` is the answer in the tap's own
 * frame; `content`, when it is not the same, the moment the whole panel shows (for the plans: their cards, below the
 * screen's edge).
 */
const AFTER_PAGE_CHANGE = [
  {
    key: 'plans-after-page-change',
    label: 'plans tab as soon as it shows after the link from / to /cloudium',
    route: '/',
    prepare: async (page) => {
      await page.locator('main a[href="/cloudium"]').first().tap();
      await tab(page, 'Pakete').waitFor({ state: 'visible' });
    },
    tap: (page) => tab(page, 'Pakete'),
    shown: plansOrTheirSpinner,
    content: shownSelector('#pakete [data-plan]'),
  },
  {
    key: 'plan-dialog-after-page-change',
    label: '"Paket wählen" as soon as it shows after the link from / to /cloudium and the plans tab',
    route: '/',
    prepare: async (page) => {
      await page.locator('main a[href="/cloudium"]').first().tap();
      await tab(page, 'Pakete').tap();
      await page.locator('#pakete [data-plan=ES1] button').waitFor({ state: 'visible' });
    },
    tap: (page) => page.locator('#pakete [data-plan=ES1] button'),
    shown: shownSelector(`${planDialog} input[name=discordName]`),
  },
];

module.exports = {
  PHONE,
  PHONE_CONTEXT,
  TAPS,
  NAVIGATIONS,
  EARLY_TAPS,
  AFTER_PAGE_CHANGE,
  shownSelector,
  goneSelector,
};
