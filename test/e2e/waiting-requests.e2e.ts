import type { BrowserContext, Locator, Page } from 'playwright-core';
import { routes } from '@/config/routes';
import { networkMessages, supportMessages } from '@/features/cloudium/content/cloudium-messages.content';
import { WAITING_SYNC_TAG } from '@/features/cloudium/domain/waiting-names';
import { BROWSER_DELIVERY } from '../server/support/relay-harness';
import { startFakeChatPlatform, waitFor, type FakeChatPlatform } from '../support/fake-chat-platform';
import { PHONE, openPage, screenshot } from './support/browser';
import { runSiteInBrowser } from './support/harness';
import { openHydrated, workerInControl } from './support/hydration';
import { fillSupportForm, supportForm } from './support/support-form';
import { slowCpu } from './support/slow-phone';
import { openDialog } from './support/request-dialog';

/**
 * A request sent without a connection waits in the browser and goes out by itself (docs/product.md, "Offline"):
 * the production build, the real relay, the fake chat platform behind it.
 */

let platform: FakeChatPlatform;
beforeAll(async () => {
  platform = await startFakeChatPlatform();
});
const e2e = runSiteInBrowser(() => ({ relay: { discordWebhookUrl: platform.webhookUrl, delivery: BROWSER_DELIVERY } }));
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
  await keepingCodeLoaded(page);
  await context.setOffline(true);
  const { after, reference } = await tapUntilWaiting(page, send, supportForm(page));
  // The waiting notice with its reference within a second of the tap, on the slowed phone.
  expect(after).toBeLessThan(1_000);
  await page.getByText(networkMessages.title).first().waitFor();
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

/** Resolves once the page has loaded what keeps a request without a connection (it comes once the page settled). */
const keepingCodeLoaded = (page: Page) =>
  page.waitForFunction(
    () => performance.getEntriesByType('resource').some((entry) => /waiting-requests/.test(entry.name)),
    undefined,
    { timeout: 30_000 },
  );

/**
 * Taps `send` and resolves with the time from the tap's event to the mutation that shows a waiting line with a new
 * reference, as the visitor sees it, and that reference; `within` is where the visitor looks (the form or the dialog).
 */
async function tapUntilWaiting(
  page: Page,
  send: Locator,
  within: Locator,
): Promise<{ after: number; reference: string }> {
  const shown = page.evaluate(
    () =>
      new Promise<{ after: number; reference: string }>((resolve) => {
        const references = () =>
          [...document.querySelectorAll('[data-testid="waiting-requests"] [role="status"]')].map(
            (line) => /CL-[A-Z0-9]{6}/.exec(line.textContent ?? '')?.[0] ?? '',
          );
        const known = new Set(references());
        let tappedAt = 0;
        addEventListener('click', (event) => (tappedAt = event.timeStamp), { capture: true, once: true });
        const seen = new MutationObserver(() => {
          const reference = references().find((found) => found && !known.has(found));
          if (!reference) return;
          seen.disconnect();
          resolve({ after: performance.now() - tappedAt, reference });
        });
        seen.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
  );
  await send.tap();
  const { after, reference } = await shown;
  await within.getByTestId('waiting-requests').getByRole('status').filter({ hasText: reference }).waitFor();
  return { after, reference };
}

it('typed after the connection dropped, each of the four request kinds waits within a second and goes out once', async () => {
  const { page, context, pageErrors } = await supportFormOnPhone();
  // What keeps a request came while online, before anything was typed: the page settled, then the connection went.
  await keepingCodeLoaded(page);
  expect(await page.getByRole('form', { name: 'Kontaktformular' }).getByLabel('Betreff').inputValue()).toBe('');
  await context.setOffline(true);

  const waited: { kind: string; after: number; reference: string }[] = [];
  const support = await fillSupportForm(page, { subject: 'Im Tunnel getippt', message: 'Erst offline geschrieben.' });
  waited.push({ kind: 'support', ...(await tapUntilWaiting(page, support, supportForm(page))) });

  await page.getByRole('tab', { name: 'Pakete' }).tap();
  const plans = page.getByRole('tabpanel', { name: 'Pakete' });
  // The plan dialog stays open after a failure and says it there; a service's closes, its card says it.
  const orders = [
    { kind: 'plan', button: 'Paket wählen: ES1', name: 'Paket ES1 bestellen', stays: true },
    { kind: 'managed', button: 'Managed Hosting anfragen', name: 'Managed Game Hosting anfragen', game: 'Minecraft' },
    { kind: 'custom', button: 'Custom Server anfragen', name: 'Custom Server anfragen' },
  ];
  for (const { kind, button, name, game, stays } of orders) {
    const dialog = await openDialog(page, button, name);
    await dialog.getByLabel('Discord Name').fill(`tunnel_${kind}`);
    if (game) await dialog.getByLabel('Spiel').selectOption(game);
    const send = dialog.getByRole('button', { name: 'Anfrage senden' });
    waited.push({ kind, ...(await tapUntilWaiting(page, send, stays ? dialog : plans)) });
    if (stays) await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
  console.log(
    `typed offline, waiting notice after: ${waited.map((w) => `${w.kind} ${Math.round(w.after)} ms`).join(', ')}`,
  );
  for (const { after, reference } of waited) {
    expect(after).toBeLessThan(1_000);
    expect(reference).toMatch(/^CL-[A-Z0-9]{6}$/);
  }
  await screenshot(page, 'typed-offline-phone');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(platform.attempts).toHaveLength(0);

  // The connection returns with the page open: each goes out once.
  await context.setOffline(false);
  await platform.waitForDelivered(4);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (const { reference } of waited) expect(messagesFor(reference)).toHaveLength(1);
  expect(platform.delivered).toHaveLength(4);
  expect(pageErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/.test(error))).toEqual([]);
  await context.close();
});
