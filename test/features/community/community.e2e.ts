import type { Page } from 'playwright-core';
import { site as siteConfig } from '@/config/site';
import { communityTabs } from '@/features/community/content/community.content';
import { DESKTOP, PHONE, openPage, screenshot, seriousA11yFindings } from '../../e2e/support/browser';
import { runSiteInBrowser } from '../../e2e/support/harness';
import { openHydrated } from '../../e2e/support/hydration';
import { watchChunks } from '../../e2e/support/page-visit';

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

describe('/community tabs', () => {
  it("every tab, the first by the arrow key, the others by click: the open tab's chunk comes first, the others once the browser is idle; the address follows, back too", async () => {
    const { page, context, pageErrors, foreignRequests } = await openPage(e2e.browser, DESKTOP);
    const fetched = watchChunks(page);
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

    await page.getByRole('tab', { name: 'Übersicht' }).focus();
    for (const { key, label } of communityTabs.slice(1)) {
      if (key === 'news') await page.keyboard.press('ArrowRight');
      else await page.getByRole('tab', { name: label, exact: true }).click();
      await page.waitForURL(`${e2e.url}/community?tab=${key}`);
      await expectTabOpen(page, key, label);
      // Axe checks each tab by its own address (test/e2e/support/page-visit.ts); here its content on a desktop.
      await screenshot(page, `community-tab-${key}-desktop`);
    }
    expect(fetched).toEqual(['uebersicht', 'news', 'events', 'team', 'regeln']);

    // Back (the browser's button) to a tab already loaded: its address again, and nothing new is fetched.
    await page.goBack();
    await expectTabOpen(page, 'team', 'Team');
    expect(new URL(page.url()).search).toBe('?tab=team');
    expect(fetched).toHaveLength(5);
    expect(pageErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});

describe('/join copy button', () => {
  // The icon's 2 s and the toast's 3 s: test/features/community/copy-link.machine.test.ts.
  it('with clipboard permission: the invite link lands in the clipboard, with the check icon and the toast "Link kopiert!"', async () => {
    const { page, context, pageErrors } = await openPage(e2e.browser, DESKTOP, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await openHydrated(page, `${e2e.url}/join`);
    await page.getByRole('button', { name: 'Link kopieren' }).click();
    await page.getByTestId('copy-check-icon').waitFor();
    await page.getByTestId('toast').filter({ hasText: 'Link kopiert!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteConfig.links.discordInvite);
    await screenshot(page, 'join-copied-desktop');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  // The message, the selected link and no toast: test/features/community/news-join.test.tsx.
  it('clipboard refused: the message passes axe on a phone', async () => {
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
    await page.getByRole('alert').filter({ hasText: 'Kopieren nicht möglich' }).waitFor();
    expect(await seriousA11yFindings(page)).toEqual([]);
    await screenshot(page, 'join-refused-phone');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
