import type { BrowserContext, Page } from 'playwright-core';

/**
 * The forms hand a mailto link to the mail client by clicking a temporary anchor. This init script watches that
 * hand-off in the page: `captureMailLinks` records every mailto link clicked (and stops Chromium from launching an
 * external handler). A hand-off that throws: test/features/mail-forms/application.page.test.tsx.
 */
declare global {
  interface Window {
    __mailLinks?: string[];
  }
}

export async function captureMailLinks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__mailLinks = [];
    window.addEventListener(
      'click',
      (event) => {
        const target = event.target;
        if (target instanceof HTMLAnchorElement && target.href.startsWith('mailto:')) {
          window.__mailLinks?.push(target.href);
          event.preventDefault();
        }
      },
      true,
    );
  });
}

export async function capturedMailLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__mailLinks ?? []);
}
