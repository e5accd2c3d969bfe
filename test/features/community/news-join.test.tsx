import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '@/config/site';
import { toaster } from '@/ui/overlay/toaster';
import { expectExternal } from '../../support/expect-external';
import { renderRoute } from '../../support/render-with-providers';

describe('Team News on /news', () => {
  it('has the hero, the next-stream card, merch, recruitment and the further-information cards', async () => {
    renderRoute('/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team News' })).toBeVisible();
    expect(screen.getByTestId('next-stream-date')).toHaveTextContent('Termin: wird noch bekannt gegeben');
    for (const item of [
      'Unterhaltsame Gaming-Sessions',
      'Die neuesten Spiele',
      'Mögliche Giveaways',
      'Interaktion mit der Community',
    ]) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
    const stream = screen.getByRole('link', { name: /Zum Stream-Kanal/ });
    expect(stream).toHaveAttribute('href', site.links.streamingChannel);
    expect(stream).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Zum Merch-Shop/ })).toHaveAttribute('href', site.links.merchShop);
    expect(screen.getByRole('link', { name: 'Jetzt bewerben' })).toHaveAttribute('href', '/bewerbung');
    expect(screen.getByRole('heading', { level: 2, name: 'Weitere Informationen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu den Events' })).toHaveAttribute('href', '/community?tab=events');
    expect(screen.getByRole('link', { name: 'Zu Cloudium' })).toHaveAttribute('href', '/cloudium');
  });
});

describe('/join', () => {
  afterEach(() => act(() => toaster.remove()));

  it('shows four steps, the read-only invite link, the join button and the benefit lists', async () => {
    renderRoute('/join');
    await screen.findByRole('heading', { level: 1, name: 'Tritt unserem Discord bei' });
    const steps = screen.getByRole('heading', { level: 2, name: 'So trittst du bei' }).closest('section');
    expect(within(steps as HTMLElement).getAllByText(/^Schritt \d:$/)).toHaveLength(4);
    const input = screen.getByLabelText('Einladungslink zum Discord-Server');
    expect(input).toHaveValue(site.links.discordInvite);
    expect(input).toHaveAttribute('readonly');
    for (const link of screen.getAllByRole('link', { name: /Jetzt beitreten/ })) {
      expectExternal(link, site.links.discordInvite);
    }
    expect(screen.getByRole('heading', { level: 3, name: 'In der Community' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Für Cloudium-Kunden' })).toBeInTheDocument();
  });

  // How long the icon and the toast stay: test/features/community/copy-link.machine.test.ts.
  it('copying writes the invite link and pops the check icon in (its animation loaded at idle), then the toast', async () => {
    const user = userEvent.setup();
    renderRoute('/join');
    const button = await screen.findByRole('button', { name: 'Link kopieren' });
    // The plain icon's wrapper has no opacity; framer-motion's has its settled one (copy-state-pop.tsx).
    const wrapperOpacity = () => button.querySelector('svg')?.parentElement?.style.opacity;
    await waitFor(() => expect(wrapperOpacity()).toBe('1'));
    // The check's wrapper as it first arrives: transparent (and scaled down), before it pops in.
    let arrivedWith: string | undefined;
    const watch = new MutationObserver(() => {
      arrivedWith ??= button.querySelector('[data-testid="copy-check-icon"]')?.parentElement?.style.opacity;
    });
    watch.observe(button, { childList: true, subtree: true });
    await user.click(button);
    await screen.findByTestId('copy-check-icon');
    watch.disconnect();
    expect(arrivedWith).toBe('0');
    expect(await navigator.clipboard.readText()).toBe(site.links.discordInvite);
    // The toast follows in the next frame; it is removed after each test once it is there.
    expect(await screen.findByText('Link kopiert!')).toBeInTheDocument();
  }, 15_000);

  it('a refused clipboard gives a German message and selects the link for manual copying', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
    renderRoute('/join');
    await user.click(await screen.findByRole('button', { name: 'Link kopieren' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kopieren nicht möglich');
    expect(alert).toHaveTextContent('Strg+C');
    const input = screen.getByLabelText<HTMLInputElement>('Einladungslink zum Discord-Server');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(site.links.discordInvite.length);
    expect(screen.queryByText('Link kopiert!')).not.toBeInTheDocument();
  });
});
