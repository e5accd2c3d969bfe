import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { makeAppStore } from '@/app/app-store';
import { routes } from '@/config/routes';
import { supportedGames } from '@/features/cloudium/content/cloudium-games.content';
import { hostingPlans } from '@/features/cloudium/content/cloudium-plans.content';
import { CloudiumPage } from '@/features/cloudium/pages/cloudium.page';
import { OverviewTab } from '@/features/cloudium/ui/overview-tab';
import { recordCommits } from '../../support/commit-recorder';
import { renderRoute, renderWithProviders } from '../../support/render-with-providers';
import { installPointerEvent } from '../../support/pointer-event';
import { expectPanelBesideTabs } from '../../support/tab-panels';
import { replaceWaitingStore } from '@/features/cloudium/store/waiting/waiting-in-page';
import { pageProof } from '@/features/cloudium/store/page-proof';
import { PROOF_HEADER, TRAP_HEADER, type ProofChallenge } from '@/features/cloudium/contract/proof-contract';
import { memoryWaitingStore } from './support/memory-waiting-store';
import { renderCloudium } from './cloudium.helpers';
import { stubFetchInEachTest } from './fetch-stub';

jest.setTimeout(30_000);

const fetchStub = stubFetchInEachTest();
beforeAll(installPointerEvent);

type User = ReturnType<typeof userEvent.setup>;

async function openPage(path: string = routes.cloudium) {
  const user = userEvent.setup();
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Premium Game-Server-Hosting' }, { timeout: 15_000 });
  // Rendered in the browser, the overview's benefits and games (and a shown panel's parts below the screen's edge)
  // follow right after the first paint.
  await screen.findByTestId('game-grid');
  await waitFor(() => expect(document.querySelector('[data-after-paint]')).toBeNull());
  return { user, ...rendered };
}

const tab = (name: string) => screen.getByRole('tab', { name });

const panel = (name: string) => screen.getByRole('tabpanel', { name });

/**
 * Selects a tab and waits for its panel: selected before its idle moment, a panel renders after the frame that answers
 * the tap, which shows its spinner (src/ui/rendering/tab-panel.tsx).
 */
async function openTab(user: User, name: string) {
  await user.click(tab(name));
  // The panel's spinner, then what is below the screen's edge (its `AfterPaint` placeholder), give way.
  await waitFor(() => expect(within(panel(name)).queryByText(/ geladen …$/)).toBeNull());
  await waitFor(() => expect(panel(name).querySelector('[data-after-paint]')).toBeNull());
}

/** Opens the plans tab, presses `button` there and returns the dialog named `dialogName` that it opens. */
async function openDialog(user: User, button: string, dialogName: string) {
  await openTab(user, 'Pakete');
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialogName });
}

/** Pressing `button` again opens its dialog with the Discord name empty. */
async function expectReopenedEmpty(user: User, button: string) {
  await user.click(screen.getByRole('button', { name: button }));
  expect(within(await screen.findByRole('dialog')).getByLabelText(/Discord Name/)).toHaveValue('');
}

async function sentBodies() {
  return Promise.all(fetchStub.calls.map((request) => request.clone().json()));
}

function deferredResponse() {
  let release: (response: Response) => void = () => undefined;
  fetchStub.respond(() => new Promise<Response>((resolve) => (release = resolve)));
  return (response: Response) => release(response);
}

describe('a page change to /cloudium (docs/rendering.md)', () => {
  it('paints without starting the request dialogs; they start right after', async () => {
    const store = makeAppStore();
    // Whether the request api was in the store at each commit of the page.
    const { CommitRecorder, commits: requestApiAtCommit } = recordCommits(() => 'webhookApi' in store.getState());
    renderWithProviders(
      <MemoryRouter initialEntries={[routes.cloudium]}>
        <CloudiumPage />
        <CommitRecorder />
      </MemoryRouter>,
      { store },
    );
    // The first commit has the heading and the tabs; the request api (and the dialogs' machines) are not started.
    expect(screen.getByRole('heading', { level: 1, name: 'Premium Game-Server-Hosting' })).toBeInTheDocument();
    expect(requestApiAtCommit).toEqual([false]);
    await waitFor(() => expect('webhookApi' in store.getState()).toBe(true));
  });
});

/**
 * What `read` gave after each batch of changes to the document (a MutationObserver's callback runs after each task that
 * changed it, so each frame React commits in is one entry).
 */
function watchDocument<T>(read: () => T): { seen: T[]; stop: () => void } {
  const seen: T[] = [read()];
  const observer = new MutationObserver(() => seen.push(read()));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('a Cloudium tab tapped right after a page change (docs/rendering.md)', () => {
  const renderPage = () => renderCloudium(routes.cloudium);

  it('plans: answers with the intro and the note in its own frame; the finder and the cards below them follow', async () => {
    renderPage();
    const plans = () => document.getElementById('pakete');
    const { seen, stop } = watchDocument(() =>
      [
        plans()?.textContent?.includes(' geladen …') ? 'spinner' : '',
        plans()?.textContent?.includes('Discord-Mitgliedschaft erforderlich') ? 'intro' : '',
        plans()?.querySelector('[role=slider]') ? 'finder' : '',
        plans()?.querySelector('[data-plan]') ? 'cards' : '',
      ]
        .filter(Boolean)
        .join('+'),
    );
    await userEvent.setup().click(tab('Pakete'));
    await within(panel('Pakete')).findByTestId('plan-grid');
    stop();
    const steps = seen.filter((step, index) => step !== '' && step !== seen[index - 1]);
    // Light enough for the tap itself: no spinner first (src/ui/rendering/tab-panel.tsx).
    expect(steps).toEqual(['intro', 'intro+finder+cards']);
  });

  it('support: answers with its spinner, then the form', async () => {
    renderPage();
    const { seen, stop } = watchDocument(
      () => document.getElementById('support')?.textContent?.includes('Support wird geladen …') === true,
    );
    await userEvent.setup().click(tab('Support'));
    expect(await within(panel('Support')).findByRole('textbox', { name: /E-Mail/ })).toBeInTheDocument();
    stop();
    expect(seen).toContain(true);
    expect(within(panel('Support')).queryByText('Support wird geladen …')).toBeNull();
  });
});

describe('/cloudium tabs', () => {
  it('opens on the overview with the header, four benefits and the twelve games without Andere', async () => {
    await openPage();
    expect(screen.getByRole('link', { name: /unserem Hosting-Partner/ })).toHaveAttribute('target', '_blank');
    expect(tab('Übersicht')).toHaveAttribute('aria-selected', 'true');
    const grid = screen.getByTestId('game-grid');
    const names = within(grid)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(supportedGames.filter((game) => game.name !== 'Andere').map((game) => game.name));
    const benefits = within(screen.getByRole('region', { name: 'Deine Vorteile' })).getAllByRole('heading', {
      level: 3,
    });
    expect(benefits).toHaveLength(4);
  });

  it('each tab shows its own panel, beside the tabs, named by the tab and controlled by it', async () => {
    const { user } = await openPage();
    for (const name of ['Pakete', 'Support', 'Übersicht']) {
      await user.click(tab(name));
      expectPanelBesideTabs(name);
    }
  });

  it('a tab pressed with a pointer takes the focus after the frame that shows its panel, not on the press', async () => {
    await openPage();
    const plans = tab('Pakete');
    // The press itself moves no focus (the browser's default is prevented), so Zag renders the tabs once, not twice ...
    expect(fireEvent.mouseDown(plans)).toBe(false);
    expect(plans).not.toHaveFocus();
    fireEvent.click(plans);
    await waitFor(() => expect(plans).toHaveAttribute('aria-selected', 'true'));
    // ... and the tab has it once the frame that shows the panel is painted.
    await waitFor(() => expect(plans).toHaveFocus());
  });
});

describe('deep links', () => {
  it('/cloudium#pakete opens the plans tab', async () => {
    await openPage(`${routes.cloudium}#pakete`);
    expect(tab('Pakete')).toHaveAttribute('aria-selected', 'true');
  });

  it('a link to #support while the page is open switches to support', async () => {
    const { router } = await openPage();
    await act(() => router.navigate(`${routes.cloudium}#support`));
    await waitFor(() => expect(tab('Support')).toHaveAttribute('aria-selected', 'true'));
  });
});

describe('switching from inside a tab (docs/product.md#states)', () => {
  it.each([
    [routes.cloudium, 'Pakete ansehen', 'Pakete'],
    [routes.cloudium, 'Support kontaktieren', 'Support'],
    [`${routes.cloudium}#pakete`, 'Kontaktiere uns für eine individuelle Lösung', 'Support'],
  ])('on %s, "%s" activates %s, focuses its tab and brings the tab list into view', async (path, button, tab) => {
    const scrolled: Element[] = [];
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const { user } = await openPage(path);
    await user.click(screen.getByRole('button', { name: button }));
    const trigger = screen.getByRole('tab', { name: tab });
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-selected', 'true');
    expect(scrolled).toEqual([screen.getByRole('tablist')]);
    scrollIntoView.mockRestore();
  });
});

describe('tab switch fallback (docs/product.md#states)', () => {
  function triggers(clicked: (tab: string) => void) {
    return (['overview', 'plans', 'support'] as const).map((tab) => (
      <button key={tab} type="button" data-cloudium-tab={tab} onClick={() => clicked(tab)}>
        {tab}
      </button>
    ));
  }

  /** Presses `button` on the overview rendered without the tabs machine, beside `beside` (tab triggers, or none). */
  async function pressOnOverview(button: string, beside: ReactNode = null) {
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        {beside}
        <OverviewTab games={supportedGames} />
      </MemoryRouter>,
    );
    // Rendered in the browser, the part below the overview's first box follows after the first paint.
    await user.click(await screen.findByRole('button', { name: button }));
  }

  it.each([
    ['Support kontaktieren', 'support'],
    ['Pakete ansehen', 'plans'],
  ])('without the tabs machine "%s" activates the trigger of the tab it asks for (%s)', async (button, tab) => {
    const clicked = jest.fn();
    await pressOnOverview(button, triggers(clicked));
    expect(clicked.mock.calls).toEqual([[tab]]);
    expect(screen.getByRole('button', { name: tab })).toHaveFocus();
  });

  it.each([
    ['Support kontaktieren', 'Cloudium: Der Support-Tab wurde nicht gefunden.'],
    ['Pakete ansehen', 'Cloudium: Der Pakete-Tab wurde nicht gefunden.'],
  ])('logs an error when the trigger "%s" asks for is not found either', async (button, message) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await pressOnOverview(button);
    expect(log).toHaveBeenCalledWith(message);
    log.mockRestore();
  });
});

describe('plans tab', () => {
  it('shows the empty state when there are no plans', async () => {
    renderWithProviders(
      <MemoryRouter>
        <CloudiumPage plans={[]} />
      </MemoryRouter>,
    );
    // Found asynchronously, so the tabs' own update right after mounting lands inside act().
    expect(
      await screen.findByText('Keine Hosting-Pakete verfügbar.', { selector: '[role=status]' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('plan-grid')).not.toBeInTheDocument();
  });

  it('lists the eight plans with ES6 as the bestseller, the membership notice and the two special cards', async () => {
    const { user } = await openPage();
    await openTab(user, 'Pakete');
    const cards = Array.from(screen.getByTestId('plan-grid').querySelectorAll('[data-plan]'));
    // Which plans, in which order (test/features/cloudium/content.test.ts): a card each, in that order.
    expect(cards.map((card) => card.getAttribute('data-plan'))).toEqual(hostingPlans.map((plan) => plan.name));
    expect(screen.getAllByTestId('bestseller-ribbon')).toHaveLength(1);
    expect(screen.getByTestId('last-reference')).not.toBeVisible();
    expect(within(cards[5] as HTMLElement).getByTestId('bestseller-ribbon')).toHaveTextContent('BESTSELLER');
    expect(cards[0]).toHaveTextContent('3,49 €');
    expect(screen.getByText('Discord-Mitgliedschaft erforderlich')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Jetzt dem Discord-Server beitreten/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByText('Individuell')).toBeInTheDocument();
    expect(screen.getByText('Maßgeschneidert')).toBeInTheDocument();
    expect(screen.getByText('Servicegebühr: 3,50 € pro Monat zzgl. Serverkosten')).toBeInTheDocument();
    expect(screen.getByText('Einmalige Einrichtungsgebühr: 5,00 €')).toBeInTheDocument();
  });

  it("lists each plan's features as plain items with a check mark, styled from the list (one styled component per card)", async () => {
    const { user } = await openPage();
    await openTab(user, 'Pakete');
    const card = screen.getByTestId('plan-grid').querySelector<HTMLElement>('[data-plan=ES1]');
    const features = within(card as HTMLElement).getAllByRole('listitem');
    expect(features.map((feature) => feature.textContent)).toContain('2 GB RAM');
    for (const feature of features) {
      // No class of its own: a styled component per feature was the largest part of rendering the plans
      // (docs/rendering.md).
      expect(feature.className).toBe('');
      expect(feature.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    expect(features[0]?.parentElement?.className).toMatch(/chakra-list__root/);
  });
});

describe('plan request dialog', () => {
  it('is titled with the plan, sends once and closes with the reference', async () => {
    const { user } = await openPage();
    const dialog = await openDialog(user, 'Paket wählen: ES3', 'Paket ES3 bestellen');
    expect(within(dialog).getByTestId('price-clarity')).toHaveTextContent('8,99 € pro Monat (Endpreis)');
    const release = deferredResponse();
    await user.type(within(dialog).getByLabelText(/Discord Name/), 'nova_fan');
    await user.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    const sendButton = within(dialog).getByRole('button', { name: /Wird gesendet/ });
    expect(sendButton).toBeDisabled();
    release(new Response(null, { status: 204 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [body] = await sentBodies();
    const reference = body.embeds[0].description.replace('Referenz: ', '');
    expect(await screen.findByText('Bestellung erfolgreich!')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent(reference);
    expect(screen.getByTestId('last-reference')).toHaveTextContent(reference);
    expect(screen.getByTestId('last-reference')).toBeVisible();

    await expectReopenedEmpty(user, 'Paket wählen: ES3');
  });

  it('without a connection, the order waits: the plans say so with its reference, the dialog keeps the name', async () => {
    replaceWaitingStore(memoryWaitingStore().store);
    const { user } = await openPage();
    fetchStub.respond(() => {
      throw new TypeError('Failed to fetch');
    });
    const dialog = await openDialog(user, 'Paket wählen: ES1', 'Paket ES1 bestellen');
    await user.type(within(dialog).getByLabelText(/Discord Name/), 'nova_fan');
    await user.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByText('Netzwerkfehler')).toBeInTheDocument();
    const [body] = await sentBodies();
    // In the dialog, where the visitor tapped, and above the plans, behind it.
    const reference = body?.embeds[0].description.replace('Referenz: ', '') ?? '—';
    const lines = await screen.findAllByTestId('waiting-requests');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toHaveTextContent(/wartet und wird automatisch gesendet/);
      expect(line).toHaveTextContent(reference);
    }
    expect(within(screen.getByRole('dialog')).getByTestId('waiting-requests')).toHaveTextContent(reference);
    expect(within(screen.getByRole('dialog')).getByLabelText(/Discord Name/)).toHaveValue('nova_fan');
    act(() => replaceWaitingStore(undefined));
  });
});

describe('managed and custom dialogs', () => {
  it('managed: asks for the other game once "Andere" is chosen, sends "Andere: {name}", closes and clears', async () => {
    const { user } = await openPage();
    const dialog = await openDialog(user, 'Managed Hosting anfragen', 'Managed Game Hosting anfragen');
    const select = within(dialog).getByLabelText(/Spiel/, { selector: 'select' });
    expect(within(select).getAllByRole('option')).toHaveLength(14);
    await user.type(within(dialog).getByLabelText(/Discord Name/), 'nova_fan');
    expect(within(dialog).queryByLabelText(/Name des Spiels/)).toBeNull();
    await user.selectOptions(select, 'Andere');
    await user.type(within(dialog).getByLabelText(/Name des Spiels/), 'Enshrouded');
    await user.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Anfrage erfolgreich!')).toBeInTheDocument();
    const [body] = await sentBodies();
    expect(body.embeds[0].fields[1]).toEqual({ name: 'Gewünschtes Spiel', value: 'Andere: Enshrouded', inline: true });
    await expectReopenedEmpty(user, 'Managed Hosting anfragen');
  });

  it('custom: labelled sliders with their values, operable by keyboard; plan fit; closes after a failure', async () => {
    const { user } = await openPage();
    fetchStub.respond(() => new Response('', { status: 429 }));
    const dialog = await openDialog(user, 'Custom Server anfragen', 'Custom Server anfragen');
    const sliders = within(dialog).getAllByRole('slider');
    expect(sliders.map((slider) => slider.getAttribute('aria-valuenow'))).toEqual(['4', '8', '100']);
    expect(
      sliders.map((slider) => [slider.getAttribute('aria-valuemin'), slider.getAttribute('aria-valuemax')]),
    ).toEqual([
      ['1', '16'],
      ['2', '64'],
      ['50', '500'],
    ]);
    expect(within(dialog).getByRole('slider', { name: 'vCores' })).toBe(sliders[0]);
    expect(within(dialog).getByTestId('plan-fit')).toHaveTextContent('ES4');
    (sliders[0] as HTMLElement).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(dialog).getByTestId('slider-value-vCores')).toHaveTextContent('5 vCores'));
    (sliders[1] as HTMLElement).focus();
    await user.keyboard('{End}');
    await waitFor(() => expect(within(dialog).getByTestId('slider-value-ramGb')).toHaveTextContent('64 GB'));
    expect(within(dialog).getByTestId('plan-fit')).toHaveTextContent('ES8');
    (sliders[2] as HTMLElement).focus();
    await user.keyboard('{Home}{ArrowRight}');
    await waitFor(() => expect(within(dialog).getByTestId('slider-value-ssdGb')).toHaveTextContent('60 GB'));
    await user.type(within(dialog).getByLabelText(/Discord Name/), 'nova_fan');
    await user.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Anfrage konnte nicht gesendet werden.')).toBeInTheDocument();
    const [body] = await sentBodies();
    expect(body.embeds[0].fields.slice(1, 4).map((field: { value: string }) => field.value)).toEqual(['5', '64', '60']);
  });

  it('custom: the plan-fit button opens that plan in the plan dialog', async () => {
    const { user } = await openPage();
    const dialog = await openDialog(user, 'Custom Server anfragen', 'Custom Server anfragen');
    await user.click(within(dialog).getByRole('button', { name: 'ES4 stattdessen bestellen' }));
    const planDialog = await screen.findByRole('dialog', { name: 'Paket ES4 bestellen' });
    // The closing dialog neither takes it along nor pulls the focus out of it: it stays open with the focus inside.
    await waitFor(() => expect(planDialog).toContainElement(document.activeElement as HTMLElement));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('dialog', { name: 'Paket ES4 bestellen' })).toBe(planDialog);
    expect(screen.queryByRole('dialog', { name: 'Custom Server anfragen' })).not.toBeInTheDocument();
  });
});

describe('plan finder "Welches Paket passt?" (docs/product.md#plan-finder)', () => {
  const finder = () => screen.getByRole('region', { name: 'Welches Paket passt?' });

  it('a game of the overview opens the plans tab with the finder preset to that game', async () => {
    const { user } = await openPage();
    const link = screen.getByRole('link', { name: 'Palworld: passendes Paket finden' });
    expect(link).toHaveAttribute('href', '/cloudium?spiel=palworld#pakete');
    await user.click(link);
    await waitFor(() => expect(tab('Pakete')).toHaveAttribute('aria-selected', 'true'));
    // Below the plans' intro, the finder follows right after the frame that shows the tab
    // (src/features/cloudium/ui/plans-tab.tsx).
    await screen.findByRole('region', { name: 'Welches Paket passt?' });
    expect(within(finder()).getByRole('combobox', { name: 'Spiel' })).toHaveValue('Palworld');
    expect(within(finder()).getByTestId('finder-reason')).toHaveTextContent(
      'Palworld mit 8 Spielern braucht mindestens 16 GB RAM und 4 vCores.',
    );
    expect(within(finder()).getByTestId('finder-plan')).toHaveTextContent('ES4 13,99 € / Monat');
  });

  it('players by keyboard; "Paket wählen" orders the recommended plan with what the visitor asked', async () => {
    const { user } = await openPage('/cloudium?spiel=palworld#pakete');
    const players = within(finder()).getByRole('slider', { name: 'Spieler' });
    expect(players).toHaveAttribute('aria-valuemin', '1');
    expect(players).toHaveAttribute('aria-valuemax', '64');
    players.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(within(finder()).getByTestId('slider-value-players')).toHaveTextContent('12 Spieler'));
    expect(within(finder()).getByTestId('finder-reason')).toHaveTextContent(
      'Palworld mit 12 Spielern braucht mindestens 16 GB RAM und 4 vCores.',
    );
    await user.click(within(finder()).getByRole('button', { name: 'Paket wählen (Empfehlung): ES4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paket ES4 bestellen' });
    await user.type(within(dialog).getByLabelText(/Discord Name/), 'nova_fan');
    await user.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [body] = await sentBodies();
    expect(body.embeds[0].description).toMatch(/\nEmpfohlen für: Palworld, 12 Spieler$/);

    await user.click(screen.getByRole('button', { name: 'Paket wählen: ES4' }));
    const fromGrid = await screen.findByRole('dialog', { name: 'Paket ES4 bestellen' });
    await user.type(within(fromGrid).getByLabelText(/Discord Name/), 'nova_fan');
    await user.click(within(fromGrid).getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, second] = await sentBodies();
    expect(second.embeds[0].description).not.toContain('Empfohlen');
  });

  it('asks Minecraft players for Vanilla or mods; for other games the choice is disabled', async () => {
    const { user } = await openPage('/cloudium#pakete');
    expect(within(finder()).getByRole('group', { name: 'Variante' })).toBeInTheDocument();
    await user.click(within(finder()).getByRole('radio', { name: 'mit Mods/Modpack' }));
    expect(within(finder()).getByTestId('finder-reason')).toHaveTextContent(
      'Minecraft (Mods/Modpack) mit 8 Spielern braucht mindestens 8 GB RAM und 4 vCores.',
    );
    await user.selectOptions(within(finder()).getByRole('combobox', { name: 'Spiel' }), 'Rust');
    const variants = within(finder()).getByRole('group', { name: 'Variante (nur bei Minecraft)' });
    expect(within(variants).getByRole('radio', { name: 'Vanilla' })).toBeDisabled();
    expect(within(variants).getByRole('radio', { name: 'mit Mods/Modpack' })).toBeDisabled();
    expect(within(finder()).getByTestId('finder-reason')).toHaveTextContent(/^Rust mit 8 Spielern/);
  });

  it('using the finder keeps the plans tab, even on a page opened at #support; the address names #pakete', async () => {
    const { user, router } = await openPage('/cloudium#support');
    await openTab(user, 'Pakete');
    await user.selectOptions(within(finder()).getByRole('combobox', { name: 'Spiel' }), 'Valheim');
    within(finder()).getByRole('slider', { name: 'Spieler' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?spiel=valheim&spieler=9'));
    expect(router.state.location.hash).toBe('#pakete');
    expect(tab('Pakete')).toHaveAttribute('aria-selected', 'true');
  });

  it('a game link wins over the game chosen in the finder, also when it leads to the same address again', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('link', { name: 'Palworld: passendes Paket finden' }));
    await user.selectOptions(within(finder()).getByRole('combobox', { name: 'Spiel' }), 'Valheim');
    await user.click(tab('Übersicht'));
    await user.click(screen.getByRole('link', { name: 'Palworld: passendes Paket finden' }));
    await waitFor(() => expect(within(finder()).getByRole('combobox', { name: 'Spiel' })).toHaveValue('Palworld'));
  });

  it('tells screen readers the recommendation once the slider rests, not the visual copy', async () => {
    const { user } = await openPage('/cloudium?spiel=palworld&spieler=16#pakete');
    const announcement = within(finder()).getByRole('status');
    expect(announcement).toHaveTextContent(
      'Unsere Empfehlung: ES4, 13,99 € / Monat. Palworld mit 16 Spielern braucht mindestens 16 GB RAM und 4 vCores.',
    );
    within(finder()).getByRole('slider', { name: 'Spieler' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(finder()).getByTestId('finder-plan')).toHaveTextContent('ES6');
    expect(announcement).toHaveTextContent('ES4');
    await waitFor(() => expect(announcement).toHaveTextContent('Unsere Empfehlung: ES6, 29,99 € / Monat.'));
    expect(within(finder()).getByTestId('finder-result').querySelector('[aria-hidden="true"]')).toHaveTextContent(
      'Palworld mit 17 Spielern',
    );
  });

  it('when no standard plan is enough it says so and opens the Custom Server dialog preset to the need', async () => {
    const { user } = await openPage('/cloudium?spiel=palworld&spieler=40#pakete');
    expect(within(finder()).getByTestId('finder-plan')).toHaveTextContent('Custom Server');
    expect(finder()).toHaveTextContent('Dafür reicht keines unserer Standardpakete.');
    expect(within(finder()).queryByRole('button', { name: /Empfehlung/ })).not.toBeInTheDocument();
    await user.click(within(finder()).getByRole('button', { name: 'Custom Server anfragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom Server anfragen' });
    expect(within(dialog).getByRole('slider', { name: 'vCores' })).toHaveAttribute('aria-valuenow', '12');
    expect(within(dialog).getByRole('slider', { name: 'RAM (GB)' })).toHaveAttribute('aria-valuenow', '48');
  });
});

describe('support form', () => {
  async function openSupport() {
    const opened = await openPage();
    await openTab(opened.user, 'Support');
    return opened;
  }

  const input = (label: string) => within(panel('Support')).getByLabelText(new RegExp(`^${label}`));

  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(input('Name'), 'Lea');
    await user.type(input('E-Mail'), 'lea@example.org');
    await user.type(input('Betreff'), 'Server down');
    await user.type(input('Nachricht'), 'Hilfe');
  }

  it('has an email input and a five-row message box', async () => {
    await openSupport();
    expect(input('E-Mail')).toHaveAttribute('type', 'email');
    expect(input('Nachricht')).toHaveAttribute('rows', '5');
  });

  it('shows "Sende..." while sending, then clears the fields and shows the success toast', async () => {
    const { user } = await openSupport();
    await fill(user);
    const release = deferredResponse();
    await user.click(within(panel('Support')).getByRole('button', { name: 'Nachricht senden' }));
    expect(within(panel('Support')).getByRole('button', { name: /Sende\.\.\./ })).toBeDisabled();
    release(new Response('{"reference":"CL-AAAAAA","status":"accepted"}', { status: 200 }));
    expect(await screen.findByText('Anfrage gesendet!')).toBeInTheDocument();
    expect(input('Name')).toHaveValue('');
    expect(input('Nachricht')).toHaveValue('');
    const [body] = await sentBodies();
    expect(body.embeds[0].title).toBe('Neue Support-Anfrage: Server down');
    const reference = body.embeds[0].description.replace('Referenz: ', '');
    expect(within(panel('Support')).getByRole('status')).toHaveTextContent(reference);
  });

  const challengeOf = (request: Request | undefined) =>
    (JSON.parse(atob(request?.headers.get(PROOF_HEADER) ?? '')) as { challenge: ProofChallenge }).challenge;

  it('solves its proof of work once the visitor starts typing, not before, and the tap sends it', async () => {
    // A proof another test prepared is taken first: this one starts with none (page-proof.ts keeps one per page).
    await pageProof.take(1);
    const { user } = await openSupport();
    const before = fetchStub.challenges.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchStub.challenges).toHaveLength(before);
    await user.type(input('Name'), 'L');
    await waitFor(() => expect(fetchStub.challenges).toHaveLength(before + 1));
    await user.type(input('Name'), 'ea');
    await user.type(input('E-Mail'), 'lea@example.org');
    await user.type(input('Betreff'), 'Server down');
    await user.type(input('Nachricht'), 'Hilfe');
    expect(fetchStub.challenges).toHaveLength(before + 1);
    fetchStub.respond(() => new Response('{}', { status: 200 }));
    await user.click(within(panel('Support')).getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Anfrage gesendet!')).toBeInTheDocument();
    const prepared = fetchStub.challenges[before]?.url;
    expect(prepared).toContain('/api/challenge?messages=1');
    expect(challengeOf(fetchStub.calls[0]).parameters.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(fetchStub.challenges).toHaveLength(before + 1);
  });

  it('has a field no person reaches (hidden from screen readers and the keyboard); what a script writes there goes along', async () => {
    const { user } = await openSupport();
    const trap = panel('Support').querySelector<HTMLInputElement>('input[name=nova_feld]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(panel('Support')).getAllByRole('textbox')).not.toContain(trap);
    await fill(user);
    fireEvent.change(trap as HTMLInputElement, { target: { value: 'https://spam.example' } });
    fetchStub.respond(() => new Response('{}', { status: 200 }));
    await user.click(within(panel('Support')).getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Anfrage gesendet!')).toBeInTheDocument();
    expect(fetchStub.calls[0]?.headers.get(TRAP_HEADER)).toBe(encodeURIComponent('https://spam.example'));
  });

  it('where the browser can keep it, the request waits and the form says so with its reference', async () => {
    replaceWaitingStore(memoryWaitingStore().store);
    const { user } = await openSupport();
    fetchStub.respond(() => {
      throw new TypeError('Failed to fetch');
    });
    await fill(user);
    await user.click(within(panel('Support')).getByRole('button', { name: 'Nachricht senden' }));
    const line = await within(panel('Support')).findByText(/wartet und wird automatisch gesendet/);
    const [body] = await sentBodies();
    expect(line).toHaveTextContent(body?.embeds[0].description.replace('Referenz: ', '') ?? '—');
    // jsdom has no Background Sync: the line says when it goes out there.
    expect(line).toHaveTextContent('beim nächsten Besuch');
    expect(await screen.findByText('Netzwerkfehler')).toBeInTheDocument();
    act(() => replaceWaitingStore(undefined));
  });
});
