import type { Locator, Page } from 'playwright-core';

/** Opens a request dialog with a finger's tap on its button; resolves with the dialog once it shows. */
export async function openDialog(page: Page, button: string, name: string): Promise<Locator> {
  await page.getByRole('button', { name: button }).tap();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}
