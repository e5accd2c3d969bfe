import { act, screen, waitFor } from '@testing-library/react';
import { TOAST_DEFAULT_MS } from '@/config/timing';
import { Toaster, dismissNotice, notify, toaster } from '@/ui/overlay/toaster';
import { holdUntilInteractive } from '@/ui/rendering/moments';
import { ToasterOutlet } from '@/ui/overlay/toaster-outlet';
import { renderWithProviders } from '../../../support/render-with-providers';

afterEach(() => {
  act(() => toaster.remove());
});

describe('toaster', () => {
  // First in this file: the toaster module is fresh, no toast has been made yet.
  it('joins the outlet with the first toast, not when its code loads; its region and close button are named in German', async () => {
    renderWithProviders(<ToasterOutlet />);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(screen.queryByRole('region', { name: 'Benachrichtigungen (Alt+T)' })).not.toBeInTheDocument();
    act(() => {
      notify({ title: 'Der erste Hinweis', kind: 'success' });
    });
    expect(await screen.findByText('Der erste Hinweis')).toBeInTheDocument();
    // Region and close button named in German for screen readers.
    expect(screen.getByRole('region', { name: 'Benachrichtigungen (Alt+T)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toBeInTheDocument();
  });

  it('shows one toast at a time: a newer toast replaces the visible one', async () => {
    renderWithProviders(<Toaster />);
    act(() => {
      notify({ title: 'Erster Hinweis', kind: 'info' });
    });
    expect(await screen.findByText('Erster Hinweis')).toBeInTheDocument();
    act(() => {
      notify({ title: 'Zweiter Hinweis', description: 'Mit Beschreibung', kind: 'error' });
    });
    expect(await screen.findByText('Zweiter Hinweis')).toBeInTheDocument();
    expect(screen.getByText('Mit Beschreibung')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Erster Hinweis')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('lasts 5 seconds unless told otherwise', async () => {
    expect(TOAST_DEFAULT_MS).toBe(5000);
    const durationOf = (id: string) => toaster.getVisibleToasts().find((toast) => toast.id === id)?.duration;
    const id = notify({ title: 'Standard' });
    await waitFor(() => expect(durationOf(id)).toBe(5000));
    const shortId = notify({ title: 'Kurz', durationMs: 3000 });
    await waitFor(() => expect(durationOf(shortId)).toBe(3000));
  });

  it("comes in the frame after the tap's answer, not in the tap's own task; a notice dismissed before that never shows", async () => {
    const id = notify({ title: 'Später' });
    expect(toaster.getVisibleToasts()).toHaveLength(0);
    await waitFor(() => expect(toaster.getVisibleToasts().map((toast) => toast.id)).toEqual([id]));
    const dismissed = notify({ title: 'Gleich wieder weg' });
    dismissNotice(dismissed);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(toaster.getVisibleToasts().map((toast) => toast.id)).not.toContain(dismissed);
  });

  it('held while the app hydrates, the outlet shows a toast made meanwhile once released', async () => {
    const release = holdUntilInteractive();
    renderWithProviders(<ToasterOutlet />);
    act(() => {
      notify({ title: 'Früh gesendet', kind: 'success' });
    });
    expect(screen.queryByRole('region', { name: 'Benachrichtigungen (Alt+T)' })).not.toBeInTheDocument();
    act(release);
    expect(await screen.findByText('Früh gesendet')).toBeInTheDocument();
  });
});
