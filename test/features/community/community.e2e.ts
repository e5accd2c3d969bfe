import type { Page } from 'playwright-core';
import { site as siteConfig } from '@/config/site';
import { communityTabs } from '@/features/community/content/community.content';
import { communityRules } from '@/features/community/content/rules.content';
import { teamMembers } from '@/features/community/content/team.content';
import { DESKTOP, PHONE, openPage, screenshot, seriousA11yFindings } from '../../e2e/support/browser';
import { runSiteInBrowser } from '../../e2e/support/harness';
import { openHydrated, waitForHydration } from '../../e2e/support/hydration';
import { watchCommunityTabChunks } from '../../e2e/support/page-visit';

const e2e = runSiteInBrowser();

/** The heading each tab's own chunk renders: seeing it proves the chunk arrived and ran. */
const tabHeadings: Record<string, string> = {
  uebersicht: 'Willkommen in der Nova Community',
  news: 'Team News',
  events: 'Events',
  team: 'Unser Team',
  regeln: 'Regeln',
};

async function expectTabOpen(page: Page, key: string, label: string) {
  await page.getByRole('heading', { level: 2, name: tabHeadings[key], exact: true }).waitFor();
  expect(await page.getByRole('tab', { selected: true }).textContent()).toBe(label);
}

const storedItems = (page: Page, key: string) =>
  page.evaluate((k) => {
    const raw = window.localStorage.getItem(k);
    return raw === null ? null : (JSON.parse(raw) as { items: unknown }).items;
  }, key);

/** Waits until redux-persist has written the built-in team back. */
async function waitForBuiltInTeam(page: Page) {
  await page.waitForFunction((expected) => {
    try {
      return JSON.stringify(JSON.parse(window.localStorage.getItem('communityTeam') ?? '').items) === expected;
    } catch {
      return false;
    }
  }, JSON.stringify(teamMembers));
}

describe('/community tabs', () => {
  it("every tab by click: the open tab's chunk comes first, the others once the browser is idle; the address follows; Team in rank order, Regeln §1 to §5", async () => {
    const { page, context, pageErrors, foreignRequests } = await openPage(e2e.browser, DESKTOP);
    const fetched = watchCommunityTabChunks(page);
    await openHydrated(page, `${e2e.url}/community`);
    await expectTabOpen(page, 'uebersicht', 'Übersicht');
    expect(fetched[0]).toBe('uebersicht');
    // Loaded ahead of the taps, one after another, while the page has nothing else to do.
    await page.waitForFunction(
      (count) =>
        performance.getEntriesByType('resource').filter((entry) => /\/community-tab-[a-z]+\./.test(entry.name))
          .length >= count,
      communityTabs.length,
    );
    expect([...fetched].sort()).toEqual(communityTabs.map(({ key }) => key).sort());

    for (const { key, label } of communityTabs.slice(1)) {
      await page.getByRole('tab', { name: label, exact: true }).click();
      await page.waitForURL(`${e2e.url}/community?tab=${key}`);
      await expectTabOpen(page, key, label);
      // Axe checks each tab by its own address (test/e2e/support/page-visit.ts); here its content on a desktop.
      await screenshot(page, `community-tab-${key}-desktop`);
      if (key === 'team') {
        const names = await page.getByTestId('team-member').getByRole('heading').allTextContents();
        expect(names).toEqual(['Nova', 'Mika', 'Jonas', 'Sara', 'Tim', 'Alex', 'Emma', 'Finn']);
      }
    }
    // Regeln, open last, shows §1 to §5.
    const titles = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toEqual(communityRules.map((rule) => rule.title));
    expect(fetched).toEqual(['uebersicht', 'news', 'events', 'team', 'regeln']);

    // Going back to a tab already loaded fetches nothing new.
    await page.getByRole('tab', { name: 'Team', exact: true }).click();
    await expectTabOpen(page, 'team', 'Team');
    expect(fetched).toHaveLength(5);
    expect(pageErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it('arrow keys move between tabs; reload keeps the open tab; back and forward walk through the tabs', async () => {
    const { page, context } = await openPage(e2e.browser, DESKTOP);
    await openHydrated(page, `${e2e.url}/community`);
    await expectTabOpen(page, 'uebersicht', 'Übersicht');
    await page.getByRole('tab', { name: 'Übersicht' }).focus();
    await page.keyboard.press('ArrowRight');
    await expectTabOpen(page, 'news', 'News');
    expect(new URL(page.url()).search).toBe('?tab=news');
    await page.goBack();
    await expectTabOpen(page, 'uebersicht', 'Übersicht');
    await page.getByRole('tab', { name: 'Team', exact: true }).click();
    await expectTabOpen(page, 'team', 'Team');
    await page.reload({ waitUntil: 'load' });
    await expectTabOpen(page, 'team', 'Team');
    // The served copy shows the tab at once; what follows is used once the app has taken the page over (a tab and
    // back while it hydrates: test/e2e/early-input.e2e.ts).
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Regeln', exact: true }).click();
    await expectTabOpen(page, 'regeln', 'Regeln');
    await page.goBack();
    await expectTabOpen(page, 'team', 'Team');
    expect(new URL(page.url()).search).toBe('?tab=team');
    await page.goBack();
    await expectTabOpen(page, 'uebersicht', 'Übersicht');
    expect(new URL(page.url()).search).toBe('');
    await page.goForward();
    await expectTabOpen(page, 'team', 'Team');
    await context.close();
  });
});

describe('the storage rule in the e2e.browser', () => {
  it('fresh: the three keys appear without prefix and hold the built-in data', async () => {
    const { page, context } = await openPage(e2e.browser, DESKTOP);
    await openHydrated(page, `${e2e.url}/`);
    await waitForBuiltInTeam(page);
    const keys = await page.evaluate(() => Object.keys(window.localStorage).sort());
    expect(keys).toEqual(['communityEvents', 'communityRules', 'communityTeam']);
    expect(await storedItems(page, 'communityEvents')).toEqual([]);
    expect(await storedItems(page, 'communityRules')).toEqual(communityRules);
    await context.close();
  });

  it.each([
    [
      'tampered',
      JSON.stringify({ items: [{ id: 9, name: 'Eindringling', role: 'Inhaber', joinDate: '∞', initials: 'EI' }] }),
    ],
    ['corrupt', '{"items": [kaputt'],
  ])('%s storage is restored after reload and never shown', async (_name, raw) => {
    const { page, context, pageErrors } = await openPage(e2e.browser, DESKTOP);
    await openHydrated(page, `${e2e.url}/community?tab=team`);
    await waitForBuiltInTeam(page);
    await page.evaluate((value) => {
      window.localStorage.setItem('communityTeam', value);
      window.localStorage.setItem('communityEvents', value);
      window.localStorage.setItem('communityRules', value);
    }, raw);
    await page.reload({ waitUntil: 'networkidle' });
    await expectTabOpen(page, 'team', 'Team');
    expect(await page.getByTestId('team-member').first().getByRole('heading').textContent()).toBe('Nova');
    expect(await page.getByText('Eindringling').count()).toBe(0);
    await waitForBuiltInTeam(page);
    expect(await storedItems(page, 'communityEvents')).toEqual([]);
    expect(await storedItems(page, 'communityRules')).toEqual(communityRules);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('blocked storage (every call throws a SecurityError) does not break the page', async () => {
    const { page, context, pageErrors } = await openPage(e2e.browser, DESKTOP);
    await page.addInitScript(() => {
      const deny = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.getItem = deny;
      Storage.prototype.setItem = deny;
    });
    await openHydrated(page, `${e2e.url}/community?tab=team`);
    await expectTabOpen(page, 'team', 'Team');
    expect(await page.getByTestId('team-member').count()).toBe(8);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a full quota does not break the page', async () => {
    const { page, context, pageErrors } = await openPage(e2e.browser, DESKTOP);
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await openHydrated(page, `${e2e.url}/community?tab=regeln`);
    await expectTabOpen(page, 'regeln', 'Regeln');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('/news', () => {
  // Axe and the screenshots of /news are the visit of every address (test/e2e/support/page-visit.ts).
  it('Team News links to the stream channel', async () => {
    const { page, context, pageErrors } = await openPage(e2e.browser, DESKTOP);
    await openHydrated(page, `${e2e.url}/news`);
    await page.getByRole('heading', { level: 1, name: 'Team News' }).waitFor();
    expect(await page.getByRole('link', { name: /Zum Stream-Kanal/ }).getAttribute('href')).toBe(
      siteConfig.links.streamingChannel,
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('/join copy button', () => {
  it('with clipboard permission: copies, check icon for about 2 s, toast "Link kopiert!" for about 3 s', async () => {
    const { page, context, pageErrors } = await openPage(e2e.browser, DESKTOP, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await openHydrated(page, `${e2e.url}/join`);
    // Timed in the page's own clock, from the click to each change of the DOM, so a busy test machine polling late
    // cannot stretch the durations.
    await page.evaluate(() => {
      const marks: Record<string, number> = {};
      const mark = (name: string) => (marks[name] ??= performance.now());
      (window as unknown as { __marks: Record<string, number> }).__marks = marks;
      document.addEventListener('click', () => mark('clicked'), { capture: true, once: true });
      new MutationObserver(() => {
        const icon = document.querySelector('[data-testid="copy-check-icon"]');
        const toast = Array.from(document.querySelectorAll('[data-testid="toast"]')).some((element) =>
          element.textContent?.includes('Link kopiert!'),
        );
        if (icon) mark('iconShown');
        else if (marks.iconShown !== undefined) mark('iconGone');
        if (toast) mark('toastShown');
        else if (marks.toastShown !== undefined) mark('toastGone');
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Link kopieren' }).click();
    await page.getByTestId('copy-check-icon').waitFor();
    const toast = page.getByTestId('toast').filter({ hasText: 'Link kopiert!' });
    await toast.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteConfig.links.discordInvite);
    await screenshot(page, 'join-copied-desktop');
    await page.getByTestId('copy-check-icon').waitFor({ state: 'detached' });
    await toast.waitFor({ state: 'detached' });
    const marks = await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
    const sinceClick = (name: string) => (marks[name] ?? Number.NaN) - (marks.clicked ?? Number.NaN);
    // The check icon's 2 s run from the moment it appears: the clipboard write before it takes longer on a busy
    // machine, and counting it once made a correct icon look 2.76 s long. Under 2.9 s still tells 2 s from the
    // toast's 3 s. The other way, the machine's 2 s start when it enters its state, and a busy machine commits the
    // icon a little later (1,864 ms measured once in CI): from 1.75 s on it is the 2 s, not 1 s.
    const iconShownFor = (marks.iconGone ?? Number.NaN) - (marks.iconShown ?? Number.NaN);
    expect(iconShownFor).toBeGreaterThanOrEqual(1750);
    expect(iconShownFor).toBeLessThan(2900);
    // The toast outlasts the icon: still there when the icon goes, gone after about 3 s (counted the same way).
    expect(sinceClick('toastGone')).toBeGreaterThan(sinceClick('iconGone'));
    const toastShownFor = (marks.toastGone ?? Number.NaN) - (marks.toastShown ?? Number.NaN);
    expect(toastShownFor).toBeGreaterThanOrEqual(2750);
    expect(toastShownFor).toBeLessThan(4000);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('clipboard refused: German message, link selected for manual copying, no success toast', async () => {
    const { page, context, pageErrors } = await openPage(e2e.browser, PHONE);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
        },
      });
    });
    await openHydrated(page, `${e2e.url}/join`);
    await page.getByRole('button', { name: 'Link kopieren' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Kopieren nicht möglich' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Strg+C');
    const selection = await page.evaluate(() => {
      const active = document.activeElement as HTMLInputElement | null;
      return { tag: active?.tagName, value: active?.value, start: active?.selectionStart, end: active?.selectionEnd };
    });
    expect(selection).toEqual({
      tag: 'INPUT',
      value: siteConfig.links.discordInvite,
      start: 0,
      end: siteConfig.links.discordInvite.length,
    });
    expect(await page.getByText('Link kopiert!').count()).toBe(0);
    expect(await seriousA11yFindings(page)).toEqual([]);
    await screenshot(page, 'join-refused-phone');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  // Axe and the screenshots of /join as it opens are the visit of every address (test/e2e/support/page-visit.ts).
  it('join page: every join button opens the invite in a new tab', async () => {
    const { page, context, pageErrors } = await openPage(e2e.browser, PHONE);
    await openHydrated(page, `${e2e.url}/join`);
    for (const link of await page.getByRole('link', { name: /Jetzt beitreten/ }).all()) {
      expect(await link.getAttribute('href')).toBe(siteConfig.links.discordInvite);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
