import { screen } from '@testing-library/react';
import { KEPT_COPY_ATTRIBUTE, keptCopyContent } from '@/content/offline.content';
import { KeptCopyNotice } from '@/ui/layout/kept-copy-notice';
import { renderWithProviders } from '../../support/render-with-providers';

/** "Gespeicherte Fassung": a page the service worker answered with its kept copy says so (src/app/offline/service-worker.ts). */
afterEach(() => document.documentElement.removeAttribute(KEPT_COPY_ATTRIBUTE));

it('says a page is the kept copy, and from when, where the worker marked it so', async () => {
  document.documentElement.setAttribute(KEPT_COPY_ATTRIBUTE, 'Wed, 02 Dec 2026 09:41:00 GMT');
  renderWithProviders(<KeptCopyNotice />);
  const notice = await screen.findByRole('status', { name: keptCopyContent.title });
  expect(notice).toHaveTextContent(/vom 02\.12\.2026, \d\d:41/);
  expect(screen.getByRole('button', { name: keptCopyContent.retry })).toBeInTheDocument();
});

it('says it without a time where the worker knew none', async () => {
  document.documentElement.setAttribute(KEPT_COPY_ATTRIBUTE, '');
  renderWithProviders(<KeptCopyNotice />);
  expect(await screen.findByRole('status', { name: keptCopyContent.title })).toHaveTextContent(
    keptCopyContent.text(undefined),
  );
});

it('shows nothing on a page the server answered', () => {
  renderWithProviders(<KeptCopyNotice />);
  expect(screen.queryByRole('status')).toBeNull();
});
