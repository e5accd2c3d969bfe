import type { BrowserContext, Page } from 'playwright-core';
import { routes } from '@/config/routes';
import { networkMessages, supportMessages } from '@/features/cloudium/content/cloudium-messages.content';
import { WAITING_SYNC_TAG } from '@/features/cloudium/domain/waiting-names';
import { FAST_DELIVERY } from '../server/support/relay-harness';
import { startFakeChatPlatform, waitFor, type FakeChatPlatform } from '../support/fake-chat-platform';
import { PHONE, openPage, screenshot } from './support/browser';
import { runSiteInBrowser } from './support/harness';
import { openHydrated, workerInControl } from './support/hydration';
import { fillSupportForm, supportForm } from './support/support-form';
import { slowCpu } from './support/slow-phone';

/**
 * A request sent without a connection waits in the browser and goes out by itself (docs/product.md, "Offline"):
 * the production build, the real relay, the fake chat platform behind it.
 */

let platform: FakeChatPlatform;
beforeAll(async () => {
  platform = await startFakeChatPlatform();
});
const e2e = runSiteInBrowser(() => ({ relay: { discordWebhookUrl: platform.webhookUrl, delivery: FAST_DELIVERY } }));
afterAll(async () => {
  await platform?.close();
});
beforeEach(() => platform.reset());

/** A phone on the support form, the page under the service worker (it registers once interactive and idle), or none. */
async function supportFormOnPhone(serviceWorkers: 'allow' | 'block' = 'allow') {
  const opened = await openPage(e2e.browser, PHONE, { hasTouch: true, serviceWorkers });
  await slowCpu(opened.page, 4);
  await openHydrated(opened.page, `${e2e.url}${routes.cloudium}#support`);
  if (serviceWorkers === 'allow') await workerInControl(opened.page);
  return opened;
}

/** Sends the support form offline; resolves with the reference the waiting line names. */
async function sendOffline(page: Page, context: BrowserContext, subject: string): Promise<string> {
  const send = await fillSupportForm(page, { subject, message: 'Ohne Verbindung gesendet.' });
  // Filling the form in loads what keeps a request (the seconds a visitor types); then the connection goes.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /waiting-requests/.test(entry.name)),
  );
  await context.setOffline(true);
  // Timed in the page, from the tap's event to the mutation that shows the line, as a visitor sees it.
  const shownAfter = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let tappedAt = 0;
        addEventListener('click', (event) => (tappedAt = event.timeStamp), { capture: true, once: true });
        const seen = new MutationObserver(() => {
          if (!document.querySelector('[data-testid="waiting-requests"] [role="status"]')) return;
          seen.disconnect();
          resolve(performance.now() - tappedAt);
        });
        seen.observe(document.body, { childList: true, subtree: true });
      }),
  );
  await send.tap();
  const line = page.getByTestId('waiting-requests').getByRole('status');
  await line.waitFor();
  // The waiting notice with its reference within a second of the tap, on the slowed phone.
  expect(await shownAfter).toBeLessThan(1_000);
  await page.getByText(networkMessages.title).first().waitFor();
  const reference = /CL-[A-Z0-9]{6}/.exec((await line.textContent()) ?? '')?.[0] ?? '';
  expect(reference).toMatch(/^CL-/);
  return reference;
}

const messagesFor = (reference: string) =>
  platform.delivered.filter((message) => message.payload.embeds[0]?.description?.includes(reference));

/**
 * Fires the worker's sync event as the browser does when the connection returns, through DevTools (a connection to
 * `page`, which need not be one of the site's).
 */
async function dispatchSync(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const ids: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) =>
    ids.push(...registrations.filter((registration) => !registration.isDeleted).map((r) => r.registrationId)),
  );
  await cdp.send('ServiceWorker.enable');
  await waitFor(
    () => ids.length > 0,
    5_000,
    () => 'keine Service-Worker-Registrierung',
  );
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: e2e.url,
    registrationId: ids[0] ?? '',
    tag: WAITING_SYNC_TAG,
    lastChance: false,
  });
}

it('offline a support request waits and says so; with the tab closed, the connection back, one message arrives', async () => {
  const { page, context, pageErrors } = await supportFormOnPhone();
  const reference = await sendOffline(page, context, 'Offline gesendet');
  const line = await page.getByTestId('waiting-requests').textContent();
  expect(line).toContain(`Deine Anfrage ${reference} wartet und wird automatisch gesendet`);
  expect(line).toContain('auch wenn du die Seite schließt');
  // The fields are kept, as after any network failure.
  expect(await supportForm(page).getByLabel('Betreff').inputValue()).toBe('Offline gesendet');
  await screenshot(page, 'waiting-request-phone');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(platform.attempts).toHaveLength(0);

  // The tab closes; a blank tab of the same browser holds the DevTools connection that fires the sync.
  const other = await context.newPage();
  await page.close();
  await context.setOffline(false);
  await dispatchSync(context, other);
  await platform.waitForDelivered(1);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(messagesFor(reference)).toHaveLength(1);

  // The next visit says it went out, once.
  await openHydrated(other, `${e2e.url}${routes.home}`);
  await other.getByText(supportMessages.successTitle).first().waitFor();
  expect(await other.getByText(reference, { exact: false }).count()).toBeGreaterThan(0);
  expect(pageErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/.test(error))).toEqual([]);
  await context.close();
});

it('without Background Sync the site opened again sends it; sending again while it waits makes no second one', async () => {
  const { page, context } = await supportFormOnPhone('block');
  const reference = await sendOffline(page, context, 'Ohne Hintergrund');
  expect(await page.getByTestId('waiting-requests').textContent()).toContain('beim nächsten Besuch');
  // The visitor taps again, still offline: the same request waits once.
  await supportForm(page).getByRole('button', { name: 'Nachricht senden' }).tap();
  await page.getByText(networkMessages.title).first().waitFor();
  expect(await page.getByTestId('waiting-requests').getByRole('status').count()).toBe(1);
  await page.close();

  await context.setOffline(false);
  const again = await context.newPage();
  await openHydrated(again, `${e2e.url}${routes.news}`);
  await again.getByText(supportMessages.successTitle).first().waitFor();
  await platform.waitForDelivered(1);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(messagesFor(reference)).toHaveLength(1);
  expect(platform.delivered).toHaveLength(1);
  await context.close();
});
