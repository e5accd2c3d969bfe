import type { Page } from 'playwright-core';
import { routes } from '@/config/routes';
import { applicationMailDraft, type ApplicationValues } from '@/features/mail-forms/domain/application.schema';
import { partnershipMailDraft, type PartnershipValues } from '@/features/mail-forms/domain/partnership.schema';
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
import { captureMailLinks, capturedMailLinks } from '../../e2e/support/mail-capture';
import { runSiteInBrowser } from '../../e2e/support/harness';
import { openHydrated } from '../../e2e/support/hydration';

const e2e = runSiteInBrowser();

/** While the modal dialog is open, the page behind it is inert: axe checks the dialog. */
const DIALOG = '[data-testid=mail-success-dialog]';
const MOTIVATION = 'Ich möchte die Community mitgestalten & neue Leute begrüßen.\nSpaß = 100% + #1, ehrlich!';
const EXPERIENCE = 'Zwei Jahre Moderation auf einem Discord-Server mit 500 Mitgliedern, dazu Bots gebaut.';

async function openForm(viewport: Viewport, path: string, mode: 'capture' | 'real' = 'capture') {
  const opened = await openPage(e2e.browser, viewport, { permissions: ['clipboard-read', 'clipboard-write'] });
  if (mode === 'capture') await captureMailLinks(opened.context);
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

/** The values fillPartnership types, as the form hands them to the mail builder. */
const TYPED_PARTNERSHIP: PartnershipValues = {
  serverName: 'Pixel & Paradies',
  serverLink: 'https://discord.gg/pixel',
  projectDescription: 'Minecraft-Community mit 800 Mitgliedern, wöchentliche Events.',
  partnershipReason: 'Gemeinsame Turniere & mehr Reichweite.',
  contactPerson: '@pixel.admin',
  hasConfirmed: true,
};

async function fillPartnership(page: Page) {
  await page.getByLabel('Servername').fill(TYPED_PARTNERSHIP.serverName);
  await page.getByLabel('Server-Link').fill(TYPED_PARTNERSHIP.serverLink);
  await page.getByLabel('Projektbeschreibung').fill(TYPED_PARTNERSHIP.projectDescription);
  await page.getByLabel('Grund für die Partnerschaft').fill(TYPED_PARTNERSHIP.partnershipReason);
  await page.getByLabel('Kontaktperson').fill(TYPED_PARTNERSHIP.contactPerson);
  await page.getByText(/^Ich bestätige/).click();
}

/*
 * What only a browser shows of the mail forms: axe on their messages and dialogs, the screenshots, what a real
 * browser's fields hand over, the real clipboard and the real mailto hand-off. The rules behind them are the screen,
 * machine and mail tests' (application.page.test.tsx, partnership.page.test.tsx, mail-form.machine.test.ts,
 * application.schema.test.ts, partnership.schema.test.ts, mailto.test.ts); the empty forms are checked and shot by the
 * visit of every address (test/e2e/support/page-visit.ts).
 */
it.each([
  {
    form: 'application',
    path: routes.application,
    viewport: PHONE,
    shown: 'phone',
    submit: 'Bewerbung absenden',
    fill: (page: Page) => fillApplication(page),
    mail: applicationMailDraft(TYPED_APPLICATION),
  },
  {
    form: 'partnership',
    path: routes.partnership,
    viewport: DESKTOP,
    shown: 'desktop',
    submit: 'Anfrage absenden',
    fill: fillPartnership,
    mail: partnershipMailDraft(TYPED_PARTNERSHIP),
  },
])(
  '$path on a $shown: the messages and the dialog pass axe; what was typed arrives in the one mail link',
  async ({ form, path, viewport, shown, submit, fill, mail }) => {
    const { page, context, foreignRequests, pageErrors } = await openForm(viewport, path);
    await page.getByRole('button', { name: submit }).click();
    await page.getByText('Fehler im Formular').waitFor();
    expect(await formA11yFindings(page)).toEqual([]);
    await screenshot(page, `forms-${form}-errors-${shown}`);
    await fill(page);
    await page.getByRole('button', { name: submit }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByText('E-Mail-Programm geöffnet!').waitFor();
    const sent = (await capturedMailLinks(page)).map(mailtoParams);
    expect(sent).toEqual([{ to: mail.to, subject: mail.subject, body: mail.body.replace(/\n/g, '\r\n') }]);
    await expectAccessibleDialog(page, `forms-${form}-dialog-${shown}`, DIALOG);
    expect(foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  },
);

describe('/bewerbung', () => {
  it('a 5,000-character motivation: the dialog that says it was shortened passes axe and copies the full text', async () => {
    const { page, context } = await openForm(DESKTOP, routes.application);
    const longMotivation = Array.from({ length: 80 }, (_, line) => `Zeile ${line}: ${'Über & mehr = 100% '.repeat(3)}`)
      .join('\n')
      .padEnd(5000, '!');
    await fillApplication(page, longMotivation);
    await page.getByRole('button', { name: 'Bewerbung absenden' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/wurde in der E-Mail gekürzt/).waitFor();
    await dialog.getByRole('button', { name: 'Text kopieren' }).click();
    await dialog.getByRole('button', { name: 'Kopiert!' }).waitFor();
    const fullText = await dialog.getByLabel('Vollständiger Text deiner E-Mail').inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fullText);
    await expectAccessibleDialog(page, 'forms-application-shortened-desktop', DIALOG);
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
    await fillPartnership(page);
    await page.getByRole('button', { name: 'Anfrage absenden' }).click();
    await page.getByRole('dialog').waitFor();
    expect(mailRequests).toHaveLength(1);
    expect(mailtoParams(mailRequests[0] ?? '').subject).toBe('Partnerschaftsanfrage: Pixel & Paradies');
    expect(page.url()).toBe(`${e2e.url}${routes.partnership}`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
