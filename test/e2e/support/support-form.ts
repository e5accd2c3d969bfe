import type { Locator, Page } from 'playwright-core';

/** What a visitor writes into the Cloudium support form; each field defaults to a plain request by Lea. */
export interface SupportFormInput {
  readonly name?: string;
  readonly email?: string;
  readonly subject: string;
  readonly message?: string;
}

/** The support form of /cloudium (its tab must be open). */
export function supportForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Kontaktformular' });
}

/** Fills the support form as a visitor does, by its labels; returns its send button. */
export async function fillSupportForm(page: Page, input: SupportFormInput): Promise<Locator> {
  const form = supportForm(page);
  await form.getByLabel('Name').fill(input.name ?? 'Lea');
  await form.getByLabel('E-Mail').fill(input.email ?? 'lea@example.org');
  await form.getByLabel('Betreff').fill(input.subject);
  await form.getByLabel('Nachricht').fill(input.message ?? 'Test');
  return form.getByRole('button', { name: 'Nachricht senden' });
}

/** Fills the support form and sends it with its button. */
export async function sendSupportForm(page: Page, input: SupportFormInput): Promise<void> {
  await (await fillSupportForm(page, input)).click();
}
