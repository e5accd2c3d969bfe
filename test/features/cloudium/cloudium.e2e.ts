import type { Locator, Page } from 'playwright-core';
import { routes } from '@/config/routes';
import { REFERENCE_PATTERN, referenceOf } from '@/features/cloudium/contract/webhook-contract';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import { validateWebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import type { RequestStamp } from '@/features/cloudium/domain/webhook-payload';
import { buildPlanPayload } from '@/features/cloudium/domain/plan-request.schema';
import { buildSupportPayload } from '@/features/cloudium/domain/support.schema';
import { hostingPlans } from '@/features/cloudium/content/cloudium-plans.content';
import {
  DESKTOP,
  PHONE,
  expectAccessibleDialog,
  openPage,
  screenshot,
  seriousA11yFindings,
  type Viewport,
} from '../../e2e/support/browser';
import { runSiteInBrowser } from '../../e2e/support/harness';
import { NARROW_PHONE, expectNoOverflow } from '../../e2e/support/reflow';
import { routeWebhookTo, startFakeChatPlatform, type FakeChatPlatform } from '../../support/fake-chat-platform';
import { openHydrated } from '../../e2e/support/hydration';
import { sendSupportForm, supportForm } from '../../e2e/support/support-form';

const e2e = runSiteInBrowser();
let platform: FakeChatPlatform;

beforeAll(async () => {
  platform = await startFakeChatPlatform();
});
afterAll(() => platform?.close());

beforeEach(() => platform.reset());

async function openCloudium(viewport: Viewport = DESKTOP) {
  // The tests answer the webhook themselves (routeWebhookTo), which a service worker's requests would bypass: a request
  // kept after a failure would go out again through it. Requests that wait: test/e2e/waiting-requests.e2e.ts.
  const opened = await openPage(e2e.browser, viewport, { serviceWorkers: 'block' });
  await routeWebhookTo(opened.page, platform);
  await openHydrated(opened.page, `${e2e.url}${routes.cloudium}`);
  await opened.page.getByRole('heading', { level: 1, name: 'Premium Game-Server-Hosting' }).waitFor();
  return opened;
}

/** Waits for the toast with this title and returns its whole text. */
async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await toast.waitFor();
  return (await toast.textContent()) ?? '';
}

/** The stamp the page used, read back from what the fake platform received: a valid reference, made just now. */
function stampOf(payload: WebhookPayload): RequestStamp {
  const embed = payload.embeds[0];
  const reference = referenceOf(embed.description) ?? '';
  expect(reference).toMatch(REFERENCE_PATTERN);
  expect(Math.abs(Date.now() - Date.parse(embed.timestamp))).toBeLessThan(60_000);
  return { reference, timestamp: embed.timestamp };
}

/**
 * A received payload is compared with what the real payload builder makes of the request the visitor typed, under
 * the stamp the page gave it: the builder's exact JSON is pinned by the table tests in webhook-payload.test.ts, this
 * file checks that the page sends it. The plan of that name, from the content.
 */
function planNamed(name: string) {
  const plan = hostingPlans.find((candidate) => candidate.name === name);
  if (!plan) throw new Error(`Kein Paket ${name}`);
  return plan;
}

async function lastPayload(count: number): Promise<WebhookPayload> {
  const requests = await platform.waitForAttempts(count);
  const request = requests[count - 1];
  expect(request?.method).toBe('POST');
  expect(request?.path).toBe('/api/webhook');
  expect(request?.headers['content-type']).toBe('application/json');
  const payload = request?.json<WebhookPayload>() as WebhookPayload;
  expect(validateWebhookPayload(payload).ok).toBe(true);
  return payload;
}

/**
 * After a dialog's send: the success toast's text, the dialog closed, and the request the fake platform received
 * as the `count`-th, with the stamp the page gave it.
 */
async function acceptedFromDialog(page: Page, dialog: Locator, toastTitle: string, count: number) {
  const success = await toastText(page, toastTitle);
  await dialog.waitFor({ state: 'hidden' });
  const payload = await lastPayload(count);
  return { success, payload, stamp: stampOf(payload) };
}

/** Presses `button` and waits for the dialog named `name` that it opens. */
async function openDialog(page: Page, button: string, name: string): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

const sendDialog = (dialog: Locator) => dialog.getByRole('button', { name: 'Anfrage senden' }).click();

async function openPlansTab(page: Page) {
  await page.getByRole('tab', { name: 'Pakete' }).click();
  await page.getByTestId('plan-grid').waitFor();
}

describe('Cloudium tabs', () => {
  it('tabs are operable with the arrow keys', async () => {
    const { page, context } = await openCloudium();
    await page.getByRole('tab', { name: 'Übersicht' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByTestId('plan-grid').waitFor();
    expect(await page.getByRole('tab', { name: 'Pakete' }).getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'cloudium-plans-desktop');
    await context.close();
  });
});

/**
 * From the next pointer input on, for each of the next frames once painted (a task after it): whether the plan
 * dialog was shown, and the name of the element that had the focus.
 */
async function recordFocusByFrame(page: Page) {
  await page.evaluate(() => {
    const frames: { dialogShown: boolean; focused: string }[] = [];
    (window as unknown as { __focusByFrame: typeof frames }).__focusByFrame = frames;
    const afterFrame = () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const dialog = document.querySelector<HTMLElement>('[data-testid=plan-request-dialog]');
        const focused = document.activeElement;
        frames.push({
          dialogShown: Boolean(dialog && !dialog.hidden),
          focused: focused?.getAttribute('aria-label') ?? focused?.getAttribute('name') ?? focused?.tagName ?? '',
        });
        if (frames.length < 12) requestAnimationFrame(afterFrame);
      };
      channel.port2.postMessage(null);
    };
    addEventListener('pointerdown', () => requestAnimationFrame(afterFrame), { once: true, capture: true });
  });
  return async () => {
    await page.waitForFunction(() => (window as unknown as { __focusByFrame: unknown[] }).__focusByFrame.length >= 12);
    return page.evaluate(
      () => (window as unknown as { __focusByFrame: { dialogShown: boolean; focused: string }[] }).__focusByFrame,
    );
  };
}

describe('plan request dialog', () => {
  it('sends the exact payload once, passes axe, takes the focus after its first frames, closes at once', async () => {
    const { page, context, pageErrors } = await openCloudium();
    await openPlansTab(page);
    const dialog = await openDialog(page, 'Paket wählen: ES6', 'Paket ES6 bestellen');
    await expectAccessibleDialog(page, 'cloudium-plan-dialog-desktop');
    await dialog.getByLabel('Discord Name').fill('nova_fan');
    await sendDialog(dialog);
    const { success, payload, stamp } = await acceptedFromDialog(page, dialog, 'Bestellung erfolgreich!', 1);
    expect(payload).toEqual(buildPlanPayload({ plan: planNamed('ES6'), discordName: 'nova_fan' }, stamp));
    expect(success).toContain(stamp.reference);
    expect(await page.getByTestId('last-reference').textContent()).toContain(stamp.reference);
    expect(platform.attempts).toHaveLength(1);

    const focusByFrame = await recordFocusByFrame(page);
    await page.getByRole('button', { name: 'Paket wählen: ES1' }).click();
    // The dialog paints before it takes the focus (src/ui/overlay/focus-trap-after-paint.ts): in the frames that first
    // show it, the button keeps the focus; then it is in the dialog's first field.
    const frames = await focusByFrame();
    const shownFrames = frames.filter((frame) => frame.dialogShown);
    expect(shownFrames.slice(0, 2).map((frame) => frame.focused)).toEqual(['Paket wählen: ES1', 'Paket wählen: ES1']);
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'discordName');

    // Escape closes the dialog without an exit animation: two frames later it and its backdrop are gone.
    await page.keyboard.press('Escape');
    const goneAfterTwoFrames = await page.evaluate(
      () =>
        new Promise<boolean[]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(
                ['[data-testid=plan-request-dialog]', '[data-scope=dialog][data-part=backdrop]'].map((selector) =>
                  [...document.querySelectorAll<HTMLElement>(selector)].every((element) => element.hidden),
                ),
              ),
            ),
          ),
        ),
    );
    expect(goneAfterTwoFrames).toEqual([true, true]);
    // The focus goes back to the button that opened it.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Paket wählen: ES1');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('toasts and dialogs on a phone', () => {
  it('the plan, managed and custom dialogs fit 320 px, their fields and buttons included; a validation toast never covers the dialog buttons', async () => {
    const { page, context, pageErrors } = await openCloudium(NARROW_PHONE);
    await openPlansTab(page);
    // Reflow (WCAG 2.2, 1.4.10, docs/reflow.md): what opens on a tap fits the narrowest phone too.
    for (const [name, button, dialogName] of [
      ['plan', 'Paket wählen: ES6', 'Paket ES6 bestellen'],
      ['managed', 'Managed Hosting anfragen', 'Managed Game Hosting anfragen'],
      ['custom', 'Custom Server anfragen', 'Custom Server anfragen'],
    ] as const) {
      const opened = await openDialog(page, button, dialogName);
      await expectNoOverflow(page);
      // The dialog's own content does not scroll sideways either.
      const inner = await opened.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect({ name, fits: inner.scroll <= inner.client }).toEqual({ name, fits: true });
      await expectAccessibleDialog(page, `reflow-320-dialog-${name}`);
      await page.keyboard.press('Escape');
      await opened.waitFor({ state: 'hidden' });
    }
    expect(pageErrors).toEqual([]);

    await page.setViewportSize(PHONE);
    const dialog = await openDialog(page, 'Managed Hosting anfragen', 'Managed Game Hosting anfragen');
    // The tallest form: "Andere" adds the game name field, so the buttons sit at the bottom of the screen.
    await dialog.getByLabel('Discord Name').fill('nova_fan');
    await dialog.getByLabel('Spiel').selectOption('Andere');
    await expectAccessibleDialog(page, 'cloudium-managed-dialog-phone');
    await sendDialog(dialog);
    const toast = page.getByTestId('toast').filter({ hasText: 'Fehler' });
    await toast.waitFor();
    const toastBox = await toast.boundingBox();
    for (const name of ['Anfrage senden', 'Abbrechen']) {
      const button = dialog.getByRole('button', { name });
      const box = await button.boundingBox();
      const overlaps =
        toastBox !== null &&
        box !== null &&
        toastBox.y < box.y + box.height &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.x < box.x + box.width &&
        box.x < toastBox.x + toastBox.width;
      expect({ name, overlaps }).toEqual({ name, overlaps: false });
      // Playwright's actionability check fails if anything else would receive the tap.
      await button.click({ trial: true, timeout: 10_000 });
    }
    await context.close();
  });
});

describe('support form', () => {
  it('on a phone: sends the exact payload, clears on success, passes axe', async () => {
    const { page, context } = await openCloudium(PHONE);
    await page.getByRole('tab', { name: 'Support' }).click();
    const form = supportForm(page);
    const message = 'Seit heute früh hängt der Server beim Start.';
    platform.queue({ kind: 'respond', status: 200, body: { reference: 'CL-AAAAAA', status: 'accepted' } });
    await sendSupportForm(page, { subject: 'Server startet nicht', message });
    expect(await toastText(page, 'Anfrage gesendet!')).toContain(
      'Vielen Dank für deine Nachricht. Wir werden uns so schnell wie möglich bei dir melden.',
    );
    const payload = await lastPayload(1);
    const stamp = stampOf(payload);
    expect(payload).toEqual(
      buildSupportPayload({ name: 'Lea', email: 'lea@example.org', subject: 'Server startet nicht', message }, stamp),
    );
    expect(await form.getByRole('status').textContent()).toContain(stamp.reference);
    for (const label of ['Name', 'E-Mail', 'Betreff', 'Nachricht']) {
      expect(await form.getByLabel(label).inputValue()).toBe('');
    }
    expect(await seriousA11yFindings(page)).toEqual([]);
    await screenshot(page, 'cloudium-support-sent-phone');

    await context.close();
  });
});
