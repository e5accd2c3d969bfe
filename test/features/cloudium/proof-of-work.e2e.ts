/**
 * The proof of work as a visitor meets it (docs/adr/0015-proof-of-work-and-fair-limits.md): on a slowed phone, tapped
 * with a finger, through the real relay to the fake chat platform. Each of the four request kinds goes out with a
 * proof solved in the background once the form is filled in, and reaches the team once; a tap before the proof is
 * ready waits in the form's sending state and loses nothing; a request sent before the page is interactive goes out
 * with its proof too.
 */
import type { Page } from 'playwright-core';
import { routes } from '@/config/routes';
import { referenceOf } from '@/features/cloudium/contract/webhook-contract';
import { PROOF_MEASURE } from '@/features/cloudium/store/page-proof';
import { PHONE, openPage } from '../../e2e/support/browser';
import { runSiteInBrowser } from '../../e2e/support/harness';
import { holdRequests, waitForHydration } from '../../e2e/support/hydration';
import { isInteractive, slowCpu, testSlowdown } from '../../e2e/support/slow-phone';
import { fillSupportForm, supportForm } from '../../e2e/support/support-form';
import { BROWSER_DELIVERY } from '../../server/support/relay-harness';
import { WEBHOOK_TOKEN, startFakeChatPlatform, waitFor, type FakeChatPlatform } from '../../support/fake-chat-platform';
import { openDialog } from '../../e2e/support/request-dialog';

let platform: FakeChatPlatform;
let slowdown: number;
beforeAll(async () => {
  platform = await startFakeChatPlatform();
});
const e2e = runSiteInBrowser(() => ({ relay: { discordWebhookUrl: platform.webhookUrl, delivery: BROWSER_DELIVERY } }));
beforeAll(async () => {
  slowdown = await testSlowdown(e2e.browser);
});
afterAll(() => platform?.close());

/** A phone that taps with a finger, its CPU slowed; the service worker stays out (its own tests: waiting-requests). */
async function openPhone() {
  const opened = await openPage(e2e.browser, PHONE, { hasTouch: true, serviceWorkers: 'block' });
  await slowCpu(opened.page, slowdown);
  return opened;
}

/** The request with this reference as the relay stored it, once the team has it (delivered once, never held). */
async function deliveredOnce(reference: string) {
  expect(await platform.copiesOf(reference)).toBe(1);
  return e2e.site.app.relay.outbox.find(reference);
}

/** The reference a success toast names (one not named before: a toast of the last request may still show). */
async function referenceInToast(page: Page, title: string, known: readonly string[] = []): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  let reference = '';
  await waitFor(
    async () => {
      const texts = await toast.allTextContents();
      reference =
        texts.map((text) => /CL-\w{6}/.exec(text)?.[0] ?? '').find((found) => found && !known.includes(found)) ?? '';
      return reference !== '';
    },
    30_000,
    () => `kein Hinweis „${title}“ mit einer neuen Referenz`,
  );
  return reference;
}

/** Every byte the browser received, to look for the secret. */
function recordBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    void response
      .body()
      .then((body) => bodies.push(`${JSON.stringify(response.headers())}\n${body.toString('latin1')}`))
      .catch(() => undefined);
  });
  return bodies;
}

/** How long each proof took, from asking for its challenge to the solution (User Timing, page-proof.ts). */
function solveTimes(page: Page): Promise<number[]> {
  return page.evaluate(
    (name) => performance.getEntriesByName(name).map((entry) => Math.round(entry.duration)),
    PROOF_MEASURE,
  );
}

it('each of the four request kinds goes out with its proof, solved in the background, and reaches the team once; nothing the browser received carries the secret', async () => {
  const { page, context, pageErrors } = await openPhone();
  const bodies = recordBodies(page);
  await page.goto(`${e2e.url}${routes.cloudium}`, { waitUntil: 'commit' });
  const references: string[] = [];

  await page.getByRole('tab', { name: 'Support' }).tap();
  const send = await fillSupportForm(page, { subject: 'Mit Nachweis', message: 'Gelöst im Hintergrund.' });
  await send.tap();
  references.push(await referenceInToast(page, 'Anfrage gesendet!'));

  await page.getByRole('tab', { name: 'Pakete' }).tap();
  const plan = await openDialog(page, 'Paket wählen: ES1', 'Paket ES1 bestellen');
  await plan.getByLabel('Discord Name').fill('nova_fan');
  await plan.getByRole('button', { name: 'Anfrage senden' }).tap();
  references.push(await referenceInToast(page, 'Bestellung erfolgreich!'));

  const managed = await openDialog(page, 'Managed Hosting anfragen', 'Managed Game Hosting anfragen');
  await managed.getByLabel('Discord Name').fill('nova_fan');
  await managed.getByLabel('Spiel').selectOption('Minecraft');
  await managed.getByRole('button', { name: 'Anfrage senden' }).tap();
  references.push(await referenceInToast(page, 'Anfrage erfolgreich!'));

  const custom = await openDialog(page, 'Custom Server anfragen', 'Custom Server anfragen');
  await custom.getByLabel('Discord Name').fill('nova_fan');
  await custom.getByRole('button', { name: 'Anfrage senden' }).tap();
  references.push(await referenceInToast(page, 'Anfrage erfolgreich!', references));

  for (const reference of references) {
    expect(await deliveredOnce(reference)).toMatchObject({ held: null, state: 'delivered' });
  }
  expect(new Set(references.map((reference) => referenceOf(`Referenz: ${reference}`)))).toHaveProperty('size', 4);
  expect(references.map((reference) => e2e.site.app.relay.outbox.find(reference)?.kind)).toEqual([
    'support',
    'plan',
    'managed',
    'custom',
  ]);
  const times = await solveTimes(page);
  console.log(`proofs solved at ${slowdown.toFixed(1)}x: ${times.join(', ')} ms`);
  expect(times).toHaveLength(4);
  for (const time of times) expect(time).toBeLessThan(1000);
  // A refusal of the policy is an error of the page (test/e2e/support/browser.ts).
  expect(pageErrors).toEqual([]);
  // Nothing the browser received carries the chat-platform address or its token.
  expect(bodies.length).toBeGreaterThan(3);
  for (const body of bodies) {
    expect(body).not.toContain(WEBHOOK_TOKEN);
    expect(body).not.toContain(platform.webhookUrl);
  }
  await context.close();
});

it('a tap before the proof is ready shows the sending state until it is, and the request arrives once', async () => {
  const { page, context, pageErrors } = await openPhone();
  const releaseChallenges = await holdRequests(page, /\/api\/challenge\?/);
  await page.goto(`${e2e.url}${routes.cloudium}#support`);
  await waitForHydration(page);
  const send = await fillSupportForm(page, { subject: 'Zu früh getippt', message: 'Der Nachweis kommt noch.' });
  await send.tap();
  const sending = page.getByRole('button', { name: /Sende\.\.\./ });
  await sending.waitFor();
  expect(await sending.isDisabled()).toBe(true);
  await page.waitForTimeout(500);
  expect(await sending.isVisible()).toBe(true);
  expect(platform.attempts.filter((attempt) => attempt.body.includes('Zu früh getippt'))).toEqual([]);
  releaseChallenges();
  const reference = await referenceInToast(page, 'Anfrage gesendet!');
  expect(await deliveredOnce(reference)).toMatchObject({ held: null });
  // The fields keep nothing after a success, as before: the request is the team's now.
  expect(await page.getByRole('form', { name: 'Kontaktformular' }).getByLabel('Betreff').inputValue()).toBe('');
  expect(pageErrors).toEqual([]);
  await context.close();
});

it('a request typed and sent before the page is interactive goes out with its proof and every typed value, once', async () => {
  const { page, context, pageErrors } = await openPhone();
  const releaseScripts = await holdRequests(page, /\/assets\/(?!boot\.)[^/]+\.js(\?|$)/);
  await page.goto(`${e2e.url}${routes.cloudium}#support`, { waitUntil: 'commit' });
  await page.waitForFunction(() => '__earlyInput' in window, undefined, { polling: 'raf' });
  const send = await fillSupportForm(page, { subject: 'Ganz früh', message: 'Vor dem Start geschrieben.' });
  await send.tap();
  expect(await isInteractive(page)).toBe(false);
  releaseScripts();
  const reference = await referenceInToast(page, 'Anfrage gesendet!');
  const stored = await deliveredOnce(reference);
  expect(stored).toMatchObject({ held: null });
  // Every value typed before the app ran went along; the form is emptied after the success, as later.
  expect(stored?.payload.embeds[0]?.fields.map(({ name, value }) => [name, value])).toEqual([
    ['Name', 'Lea'],
    ['Email', 'lea@example.org'],
    ['Betreff', 'Ganz früh'],
    ['Nachricht', 'Vor dem Start geschrieben.'],
  ]);
  expect(await supportForm(page).getByLabel('Name').inputValue()).toBe('');
  expect(pageErrors).toEqual([]);
  await context.close();
});
