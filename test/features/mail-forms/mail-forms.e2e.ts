import type { Page } from 'playwright-core';
import { routes } from '@/config/routes';
import { MAIL_CLIENT_SUCCESS_DELAY_MS } from '@/config/timing';
import { applicationMailDraft, type ApplicationValues } from '@/features/mail-forms/domain/application.schema';
import { mailtoParams } from '../../support/mailto-params';
import {
  DESKTOP,
  PHONE,
  expectAccessibleDialog,
  openPage,
  screenshot,
  seriousA11yFindings,
  type Viewport,
} from '../../e2e/support/browser';
import { captureMailLinks, capturedMailLinks, failMailLinks } from '../../e2e/support/mail-capture';
import { runSiteInBrowser } from '../../e2e/support/harness';
import { openHydrated } from '../../e2e/support/hydration';

const e2e = runSiteInBrowser();

/** While the modal dialog is open, the page behind it is inert: axe checks the dialog. */
const DIALOG = '[data-testid=mail-success-dialog]';
const MOTIVATION = 'Ich möchte die Community mitgestalten & neue Leute begrüßen.\nSpaß = 100% + #1, ehrlich!';
const EXPERIENCE = 'Zwei Jahre Moderation auf einem Discord-Server mit 500 Mitgliedern, dazu Bots gebaut.';

async function openForm(viewport: Viewport, path: string, mode: 'capture' | 'fail' | 'real' = 'capture') {
  const opened = await openPage(e2e.browser, viewport, { permissions: ['clipboard-read', 'clipboard-write'] });
  if (mode === 'capture') await captureMailLinks(opened.context);
  if (mode === 'fail') await failMailLinks(opened.context);
  await openHydrated(opened.page, `${e2e.url}${path}`);
  return opened;
}

/**
 * axe on the page as the visitor sees it after a toast: the toast is closed first, because its colours belong
 * to the shared toaster (see the report), not to the form.
 */
async function formA11yFindings(page: Page) {
  const close = page.getByRole('button', { name: 'Hinweis schließen' });
  if (await close.count()) {
    await close.click();
    await page.getByTestId('toast').waitFor({ state: 'detached' });
  }
  return seriousA11yFindings(page);
}

/** The values fillApplication types, as the form hands them to the mail builder. */
const TYPED_APPLICATION: ApplicationValues = {
  discordName: 'Jörg & Co',
  age: '16',
  area: 'other',
  otherAreaDescription: 'Grafik und Thumbnails',
  motivation: MOTIVATION,
  experience: EXPERIENCE,
  availability: 'werktags ab 18 Uhr',
  agreedToTerms: true,
};

async function fillApplication(page: Page, motivation = MOTIVATION) {
  await page.getByLabel('Discord-Name').fill('Jörg & Co');
  await page.getByLabel('Alter').fill('16');
  await page.getByLabel(/^Bereich/).selectOption({ label: 'Sonstiges' });
  await page.getByLabel('Beschreibung des Bereichs').fill('Grafik und Thumbnails');
  await page.getByLabel('Motivation').fill(motivation);
  await page.getByLabel('Erfahrung').fill(EXPERIENCE);
  await page.getByLabel('Verfügbarkeit').fill('werktags ab 18 Uhr');
  // Keyboard: the consent checkbox toggles with the space bar.
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).focus();
  await page.keyboard.press('Space');
}

describe('/bewerbung', () => {
  // The whole path once, on a phone (the partnership form's runs on a desktop); the empty form is checked and shot on
  // both by the visit of every address (test/e2e/support/page-visit.ts), the mail's text in test/features/mail-forms/mailto.test.ts.
  it('on a phone: errors, mail link, success dialog after 1 s, reset, no a11y finding', async () => {
    const name = 'phone';
    const { page, context, foreignRequests, pageErrors } = await openForm(PHONE, routes.application);

    await page.getByRole('button', { name: 'Bewerbung absenden' }).click();
    await page.getByText('Fehler im Formular').waitFor();
    await page.getByText('Du musst den Datenschutzbestimmungen zustimmen.').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'discordName');
    expect(await page.getByLabel('Discord-Name').getAttribute('aria-invalid')).toBe('true');
    expect(await formA11yFindings(page)).toEqual([]);
    await screenshot(page, `forms-application-errors-${name}`);

    await fillApplication(page);
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Bewerbung absenden' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(MAIL_CLIENT_SUCCESS_DELAY_MS - 50);
    await page.getByText('E-Mail-Programm geöffnet!').waitFor();

    const links = await capturedMailLinks(page);
    expect(links).toHaveLength(1);
    const href = links[0] ?? '';
    expect(href).not.toContain('+');
    const sent = mailtoParams(href);
    expect(sent.to).toBe('support@nova-community.example');
    expect(sent.subject).toBe('Bewerbung: Jörg & Co');
    // What was typed arrives, as the mail builder (tested line by line in application.schema.test.ts) writes it.
    expect(sent.body).toBe(applicationMailDraft(TYPED_APPLICATION).body.replace(/\n/g, '\r\n'));
    expect(sent.body).toContain('Beschreibung des Bereichs: Grafik und Thumbnails');

    expect(await dialog.getByRole('heading', { name: 'Bewerbung vorbereitet!' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'support@nova-community.example' }).isVisible()).toBe(true);
    await expectAccessibleDialog(page, `forms-application-dialog-${name}`, DIALOG);

    await dialog.getByRole('button', { name: 'Schließen' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Discord-Name').inputValue()).toBe('');
    expect(await page.getByLabel('Motivation').inputValue()).toBe('');
    expect(await page.getByLabel(/^Bereich/).inputValue()).toBe('');
    expect(await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).isChecked()).toBe(false);
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a 5,000-character motivation: the link stays under 2,000 characters, the dialog copies the full text', async () => {
    const { page, context } = await openForm(DESKTOP, routes.application);
    const longMotivation = Array.from({ length: 80 }, (_, line) => `Zeile ${line}: ${'Über & mehr = 100% '.repeat(3)}`)
      .join('\n')
      .padEnd(5000, '!');
    await fillApplication(page, longMotivation);
    await page.getByRole('button', { name: 'Bewerbung absenden' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const href = (await capturedMailLinks(page))[0] ?? '';
    expect(href.length).toBeLessThanOrEqual(2000);
    expect(mailtoParams(href).body).toContain('[… gekürzt');
    await dialog.getByText(/wurde in der E-Mail gekürzt/).waitFor();
    const fullText = await dialog.getByLabel('Vollständiger Text deiner E-Mail').inputValue();
    expect(fullText).toContain(longMotivation.trim());
    await dialog.getByRole('button', { name: 'Text kopieren' }).click();
    await dialog.getByRole('button', { name: 'Kopiert!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fullText);
    await expectAccessibleDialog(page, 'forms-application-shortened-desktop', DIALOG);
    await context.close();
  });

  it('when the mail client cannot be opened: "❌ Fehler" and every field stays', async () => {
    const { page, context } = await openForm(PHONE, routes.application, 'fail');
    await fillApplication(page);
    // The page's clock from here on: the confirmation delay is run through at once instead of waited for.
    await page.clock.install();
    await page.getByRole('button', { name: 'Bewerbung absenden' }).click();
    await page.getByText('❌ Fehler').waitFor();
    await page.getByText('Dein E-Mail-Programm konnte nicht geöffnet werden. Bitte kontaktiere uns direkt.').waitFor();
    await page.clock.runFor(MAIL_CLIENT_SUCCESS_DELAY_MS + 200);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByLabel('Discord-Name').inputValue()).toBe('Jörg & Co');
    expect(await page.getByLabel('Motivation').inputValue()).toBe(MOTIVATION);
    await screenshot(page, 'forms-application-open-failed-phone');
    await context.close();
  });
});

describe('/partnerschaft', () => {
  // The whole path once, on a desktop (the application form's runs on a phone).
  it('on a desktop: six benefits, validation, mail link, dialog, reset', async () => {
    const name = 'desktop';
    const { page, context, foreignRequests, pageErrors } = await openForm(DESKTOP, routes.partnership);
    expect(await page.getByRole('region', { name: 'Deine Vorteile als Partner' }).getByRole('listitem').count()).toBe(
      6,
    );

    await page.getByLabel('Server-Link').fill('ftp://x');
    await page.getByLabel('Kontaktperson').fill('Some.User');
    await page.getByRole('button', { name: 'Anfrage absenden' }).click();
    await page.getByText('Fehler im Formular').waitFor();
    await page.getByText('Bitte gib einen gültigen Link an, der mit http:// oder https:// beginnt.').waitFor();
    await page.getByText('Bitte gib einen gültigen Discord-Namen an, z. B. name#1234 oder @benutzername.').waitFor();
    expect(await formA11yFindings(page)).toEqual([]);
    await screenshot(page, `forms-partnership-errors-${name}`);

    await page.getByLabel('Servername').fill('Pixel & Paradies');
    await page.getByLabel('Server-Link').fill('http://x.de');
    await page.getByLabel('Projektbeschreibung').fill('Minecraft-Community mit 800 Mitgliedern, wöchentliche Events.');
    await page.getByLabel('Grund für die Partnerschaft').fill('Gemeinsame Turniere & mehr Reichweite.');
    await page.getByLabel('Kontaktperson').fill('name#1234');
    await page.getByText(/^Ich bestätige/).click();
    expect(await page.getByRole('checkbox', { name: /Ich bestätige/ }).isChecked()).toBe(true);
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Anfrage absenden' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.getByText('E-Mail-Programm geöffnet!').waitFor();
    const sent = mailtoParams((await capturedMailLinks(page))[0] ?? '');
    expect(sent.subject).toBe('Partnerschaftsanfrage: Pixel & Paradies');
    expect(sent.body).toContain('Server-Link: http://x.de\r\nKontaktperson: name#1234\r\nBestätigung: bestätigt');
    expect(await dialog.getByRole('heading', { name: 'Anfrage vorbereitet!' }).isVisible()).toBe(true);
    await expectAccessibleDialog(page, `forms-partnership-dialog-${name}`, DIALOG);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Servername').inputValue()).toBe('');
    expect(await page.getByRole('checkbox', { name: /Ich bestätige/ }).isChecked()).toBe(false);
    expect(foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the real hand-off, nothing stubbed', () => {
  it('Chromium receives the mailto navigation and the page stays with its dialog', async () => {
    const { page, context, pageErrors } = await openForm(DESKTOP, routes.partnership, 'real');
    const mailRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('mailto:')) mailRequests.push(request.url());
    });
    await page.getByLabel('Servername').fill('Pixel');
    await page.getByLabel('Server-Link').fill('https://discord.gg/pixel');
    await page
      .getByLabel('Projektbeschreibung')
      .fill('Eine Survival-Community mit Events an jedem Wochenende, seit 2021.');
    await page.getByLabel('Grund für die Partnerschaft').fill('Gemeinsame Events und Austausch.');
    await page.getByLabel('Kontaktperson').fill('@pixel.admin');
    await page.getByText(/^Ich bestätige/).click();
    await page.getByRole('button', { name: 'Anfrage absenden' }).click();
    await page.getByRole('dialog').waitFor();
    expect(mailRequests).toHaveLength(1);
    expect(mailtoParams(mailRequests[0] ?? '').subject).toBe('Partnerschaftsanfrage: Pixel');
    expect(page.url()).toBe(`${e2e.url}${routes.partnership}`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
