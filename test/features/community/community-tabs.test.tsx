import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { RouterProvider, createBrowserRouter, createMemoryRouter, useSearchParams } from 'react-router-dom';
import { communityTabs } from '@/features/community/content/community.content';
import { communityRules } from '@/features/community/content/rules.content';
import { CommunityTabs } from '@/features/community/ui/community-tabs';
import { communityTabLoaders, lazyPanels, type TabLoaders } from '@/features/community/ui/tab-panels';
import { controlIdleCallbacks } from '../../support/idle-callbacks';
import { holdFrames } from '../../support/held-frames';
import { chunkLoadError, fetchAnswering } from '../../support/chunk-load-error';
import { renderRoute, renderWithProviders } from '../../support/render-with-providers';
import { expectPanelBesideTabs } from '../../support/tab-panels';
import { renderedDuring } from '../../support/render-counts';

const LOADING = 'Bereich wird geladen …';
const TAB_KEYS = communityTabs.map(({ key }) => key);

/** Loaders that resolve only when the test says so, and record which tabs were asked for. */
function deferredLoaders() {
  const requested: string[] = [];
  const release: Record<string, () => void> = {};
  const make =
    (key: string): TabLoaders[keyof TabLoaders] =>
    () => {
      requested.push(key);
      return new Promise<ComponentType>((resolve) => {
        release[key] = () => resolve(() => <p>Inhalt {key}</p>);
      });
    };
  const loaders = Object.fromEntries(TAB_KEYS.map((key) => [key, make(key)])) as unknown as TabLoaders;
  return { loaders, requested, release };
}

function renderTabs(path: string, loaders: TabLoaders) {
  const panels = lazyPanels(loaders);
  const router = createMemoryRouter([{ path: '/community', element: <CommunityTabs panels={panels} /> }], {
    initialEntries: [path],
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

/** /community with deferred loaders, once its overview has loaded. */
async function tabsOnOverview() {
  const { loaders, requested, release } = deferredLoaders();
  const { router } = renderTabs('/community', loaders);
  await act(async () => release.uebersicht?.());
  await screen.findByText('Inhalt uebersicht');
  return { router, requested, release };
}

/**
 * A community page with something else on it that waits for data once the address says Team: the router's
 * transition to that address cannot finish until `arrive()`.
 */
function holdTransitionOnTeam() {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  let waiting = true;
  void arrived.then(() => (waiting = false));
  function WaitsOnTeam() {
    const [params] = useSearchParams();
    if (params.get('tab') === 'team' && waiting) throw arrived;
    return null;
  }
  return {
    page: (panels: ReturnType<typeof lazyPanels>) => (
      <Suspense fallback={<p>Seite lädt</p>}>
        <CommunityTabs panels={panels} />
        <WaitsOnTeam />
      </Suspense>
    ),
    arrive: () =>
      act(async () => {
        release();
        await arrived;
      }),
  };
}

/** Loaders whose chunks are there at once: each panel shows "Inhalt <key>". */
const loadedAtOnce = () =>
  Object.fromEntries(
    TAB_KEYS.map((key) => [
      key,
      () =>
        Promise.resolve(function TabContent() {
          return <p>Inhalt {key}</p>;
        }),
    ]),
  ) as unknown as TabLoaders;

const selectedTab = () => screen.getByRole('tab', { selected: true });

/** The browser's idle moments, run when the test says so. */
const idle = controlIdleCallbacks();
const runIdleCallbacks = () => act(async () => idle.run());

describe('community tabs: loaded on demand, kept in the address', () => {
  it('opening a tab loads it once, writes it into the address, and back returns to the previous tab; Übersicht drops the parameter', async () => {
    const user = userEvent.setup();
    const { router, requested, release } = await tabsOnOverview();

    await user.click(screen.getByRole('tab', { name: 'Team' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=team'));
    await waitFor(() => expect(selectedTab()).toHaveTextContent('Team'));
    expect(await screen.findByText(LOADING)).toBeVisible();
    await act(async () => release.team?.());
    expect(await screen.findByText('Inhalt team')).toBeVisible();

    await act(async () => router.navigate(-1));
    await waitFor(() => expect(selectedTab()).toHaveTextContent('Übersicht'));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Inhalt uebersicht')).toBeVisible();

    await act(async () => router.navigate(1));
    await waitFor(() => expect(selectedTab()).toHaveTextContent('Team'));
    expect(requested).toEqual(['uebersicht', 'team']);

    // Choosing Übersicht again drops the parameter.
    await user.click(screen.getByRole('tab', { name: 'Übersicht' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/community');
  });

  it("a tapped tab shows in the tap's own render, before the router's transition has the new address", async () => {
    const user = userEvent.setup();
    const { loaders, release } = deferredLoaders();
    const held = holdTransitionOnTeam();
    const router = createMemoryRouter([{ path: '/community', element: held.page(lazyPanels(loaders)) }], {
      initialEntries: ['/community'],
    });
    renderWithProviders(<RouterProvider router={router} />);
    await act(async () => release.uebersicht?.());
    await screen.findByText('Inhalt uebersicht');

    await user.click(screen.getByRole('tab', { name: 'Team' }));
    expect(selectedTab()).toHaveTextContent('Team');
    // The address follows after the paint, in the router's transition, which waits: the page stays (no fallback),
    // and the tab shows already.
    await waitFor(() => expect(router.state.location.search).toBe('?tab=team'));
    expect(selectedTab()).toHaveTextContent('Team');
    expect(screen.queryByText('Seite lädt')).not.toBeInTheDocument();
    await held.arrive();
    expect(selectedTab()).toHaveTextContent('Team');
    await act(async () => router.navigate(-1));
    await waitFor(() => expect(selectedTab()).toHaveTextContent('Übersicht'));
  });

  it("the back button before the router's transition arrived shows the tab of the entry it returns to", async () => {
    // The browser's own history (jsdom's): back returns to the entry the tab was chosen on, with a popstate event.
    window.history.replaceState(null, '', '/community');
    const user = userEvent.setup();
    const { loaders, release } = deferredLoaders();
    const held = holdTransitionOnTeam();
    const router = createBrowserRouter([{ path: '/community', element: held.page(lazyPanels(loaders)) }]);
    renderWithProviders(<RouterProvider router={router} />);
    await act(async () => release.uebersicht?.());
    await screen.findByText('Inhalt uebersicht');

    await user.click(screen.getByRole('tab', { name: 'Team' }));
    expect(selectedTab()).toHaveTextContent('Team');
    await waitFor(() => expect(window.location.search).toBe('?tab=team'));
    const returned = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await act(async () => {
      window.history.back();
      await returned;
    });
    expect(window.location.search).toBe('');
    await waitFor(() => expect(selectedTab()).toHaveTextContent('Übersicht'), { timeout: 2000 });
    await held.arrive();
    expect(selectedTab()).toHaveTextContent('Übersicht');
    router.dispose();
  });

  it('the address follows in the task after the frame that shows the chosen tab', async () => {
    const user = userEvent.setup();
    const { router } = await tabsOnOverview();
    // The frames are this test's: none comes until it says so.
    const frames = holdFrames();
    await user.click(screen.getByRole('tab', { name: 'Team' }));
    expect(selectedTab()).toHaveTextContent('Team');
    expect(router.state.location.search).toBe('');
    await frames.paint();
    jest.restoreAllMocks();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=team'));
    expect(selectedTab()).toHaveTextContent('Team');
  });

  it("a second tab chosen before the address followed takes the first one's place", async () => {
    const { router } = await tabsOnOverview();
    act(() => {
      fireEvent.click(screen.getByRole('tab', { name: 'Team' }));
      fireEvent.click(screen.getByRole('tab', { name: 'Regeln' }));
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=regeln'));
    await waitFor(() => expect(selectedTab()).toHaveTextContent('Regeln'));
    await act(async () => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it.each([
    { path: '/community', tab: 'Übersicht', loaded: 'uebersicht' },
    { path: '/community?tab=news', tab: 'News', loaded: 'news' },
    { path: '/community?tab=events', tab: 'Events', loaded: 'events' },
    { path: '/community?tab=team', tab: 'Team', loaded: 'team' },
    { path: '/community?tab=regeln', tab: 'Regeln', loaded: 'regeln' },
    { path: '/community?tab=unbekannt', tab: 'Übersicht', loaded: 'uebersicht' },
  ])(
    'the address $path opens $tab, with a spinner until it loads, and loads only that tab',
    async ({ path, tab, loaded }) => {
      const { loaders, requested } = deferredLoaders();
      renderTabs(path, loaders);
      expect(selectedTab()).toHaveTextContent(tab);
      await screen.findByText(LOADING);
      expect(requested).toEqual([loaded]);
    },
  );

  it('once the browser is idle, the other tabs load one after another and render hidden; a tab so opens without a spinner', async () => {
    const user = userEvent.setup();
    const { requested, release } = await tabsOnOverview();
    expect(requested).toEqual(['uebersicht']);
    await runIdleCallbacks();
    const others = TAB_KEYS.filter((key) => key !== 'uebersicht');
    for (const key of others) {
      await waitFor(() => expect(requested).toContain(key));
      await act(async () => release[key]?.());
    }
    expect(requested).toEqual(TAB_KEYS);
    // Then every panel renders, hidden: a tap only shows it.
    for (const key of others) {
      await waitFor(() => expect(screen.getByText(`Inhalt ${key}`)).not.toBeVisible());
    }
    await user.click(screen.getByRole('tab', { name: 'Team' }));
    expect(await screen.findByText('Inhalt team')).toBeInTheDocument();
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument();
  });

  /** /community with every tab's contents at hand, once the first idle moment rendered the hidden panels ahead. */
  async function renderedAhead() {
    const user = userEvent.setup();
    renderTabs('/community', loadedAtOnce());
    await screen.findByText('Inhalt uebersicht');
    await runIdleCallbacks();
    await waitFor(() => expect(screen.getByText('Inhalt regeln')).not.toBeVisible());
    return user;
  }

  it('rendered ahead, the hidden panels are laid out ahead at the next idle moments and kept so', async () => {
    const user = await renderedAhead();
    const panel = (key: string) => document.getElementById(`community-${key}`);
    // Not before the browser's next idle moments: rendering them was this one's work.
    expect(panel('team')).not.toHaveAttribute('data-laid-out-ahead');
    await runIdleCallbacks();
    await runIdleCallbacks();
    for (const key of TAB_KEYS) {
      expect(panel(key)).toHaveAttribute('data-laid-out-ahead', 'kept');
      expect(panel(key)?.querySelector('[data-laid-out-later]')).toBeNull();
    }
    expect(panel('team')).not.toBeVisible();
    // A tab still shows its panel, and names it by that id.
    await user.click(screen.getByRole('tab', { name: 'Team' }));
    await waitFor(() => expect(screen.getByText('Inhalt team')).toBeVisible());
    expect(selectedTab()).toHaveAttribute('aria-controls', 'community-team');
  });

  it('each tab shows its own panel beside the tabs; until all are rendered ahead, only the opened ones have contents', async () => {
    const user = userEvent.setup();
    renderTabs('/community', loadedAtOnce());
    await screen.findByText('Inhalt uebersicht');
    const filledPanels = () =>
      [...document.querySelectorAll('[role=tabpanel]')].filter((panel) => panel.textContent).map((panel) => panel.id);
    // Every tab names a panel that is there (aria-controls), empty until its contents come.
    expect(document.querySelectorAll('[role=tabpanel]')).toHaveLength(5);
    expectPanelBesideTabs('Übersicht');
    expect(filledPanels()).toEqual(['community-uebersicht']);
    await user.click(screen.getByRole('tab', { name: 'Team' }));
    await screen.findByText('Inhalt team');
    expectPanelBesideTabs('Team');
    // A panel once opened keeps its contents, hidden.
    expect(filledPanels()).toEqual(['community-uebersicht', 'community-team']);
    await runIdleCallbacks();
    await waitFor(() => expect(filledPanels()).toHaveLength(5));
    expectPanelBesideTabs('Team');
  });

  it('a tab change renders no panel content again', async () => {
    const user = await renderedAhead();
    const commits = await renderedDuring(async () => {
      await user.click(screen.getByRole('tab', { name: 'Team' }));
      await waitFor(() => expect(screen.getByText('Inhalt team')).toBeVisible());
      await user.click(screen.getByRole('tab', { name: 'Regeln' }));
      await waitFor(() => expect(screen.getByText('Inhalt regeln')).toBeVisible());
    });
    expect(commits.flat()).not.toContain('TabContent');
  });

  it('a panel whose chunk was preloaded renders its content in its first render, without suspending', async () => {
    const { loaders, release } = deferredLoaders();
    const panels = lazyPanels(loaders);
    const preloading = panels.preload();
    for (const key of TAB_KEYS) {
      await waitFor(() => expect(release[key]).toBeDefined());
      await act(async () => release[key]?.());
    }
    await preloading;
    const Team = panels.byKey.team;
    renderWithProviders(<Team />);
    expect(screen.getByText('Inhalt team')).toBeInTheDocument();
  });

  it.each([
    ['offline: says so', undefined, 'alert'],
    ['gone from the server after an update: loads the page anew, with the tab’s spinner meanwhile', 404, 'reload'],
  ])('a tab whose chunk fails to load, %s', async (_case, status, outcome) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const originalFetch = global.fetch;
    global.fetch = fetchAnswering(status);
    const loaders: TabLoaders = { ...communityTabLoaders, uebersicht: () => Promise.reject(chunkLoadError()) };
    renderTabs('/community', loaders);
    if (outcome === 'alert') {
      expect(await screen.findByRole('alert')).toHaveTextContent('konnte nicht geladen werden');
      expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
    } else {
      await waitFor(() => expect(window.history.state).toMatchObject({ novaLoadedAnewAt: expect.any(Number) }));
      expect(screen.getByRole('status')).toHaveTextContent('Bereich wird geladen …');
      expect(screen.queryByRole('alert')).toBeNull();
    }
    global.fetch = originalFetch;
    window.history.replaceState(null, '');
    jest.mocked(console.error).mockRestore();
  });
});

describe('community tabs: real content', () => {
  it('Übersicht: the three community cards, join button and shortcuts to the other tabs, which open their tab', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/community');
    expect(await screen.findByRole('heading', { level: 2, name: 'Willkommen in der Nova Community' })).toBeVisible();
    for (const title of ['Aktive Mitglieder', 'Regelmäßige Events', 'Offener Austausch']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Jetzt beitreten und loslegen!' })).toHaveAttribute('href', '/join');
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/community?tab=team');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Regeln' }));
    expect(router.state.location.search).toBe('?tab=regeln');
    expect(await screen.findByRole('heading', { level: 3, name: '§1 Allgemeines' })).toBeVisible();
  });

  it('Team: eight members in rank order with initials, role and join date', async () => {
    renderRoute('/community?tab=team');
    await screen.findByRole('heading', { level: 2, name: 'Unser Team' });
    const cards = screen.getAllByTestId('team-member');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Nova',
      'Mika',
      'Jonas',
      'Sara',
      'Tim',
      'Alex',
      'Emma',
      'Finn',
    ]);
    expect(cards[0]).toHaveTextContent('NO');
    expect(cards[0]).toHaveTextContent('Inhaber');
    expect(cards[0]).toHaveTextContent('∞');
    expect(cards[0]).toHaveTextContent('von Anfang an');
    expect(cards[7]).toHaveTextContent('FI');
    expect(cards[7]).toHaveTextContent('Im Team seit 14.09.2024');
  });

  it('Regeln: §1 to §5 with titles and texts', async () => {
    renderRoute('/community?tab=regeln');
    await screen.findByRole('heading', { level: 2, name: 'Regeln' });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      '§1 Allgemeines',
      '§2 Verhalten in Text- und Sprachkanälen',
      '§3 Discord-Richtlinien',
      '§4 Profil- und Bio-Regel',
      '§5 Einverständniserklärung',
    ]);
    for (const rule of communityRules) expect(screen.getByText(rule.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Nutzungsbedingungen von Discord/ })).toHaveAttribute(
      'href',
      'https://discord.com/terms',
    );
  });

  it('Events: a clear empty state by default', async () => {
    renderRoute('/community?tab=events');
    expect(await screen.findByText('Aktuell sind keine Events geplant.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Geplante Events' })).not.toBeInTheDocument();
  });

  it('Events: a list of date, title and description, soonest first', async () => {
    const items = [
      { id: 1, date: '20.12.2025', title: 'Weihnachtsturnier', description: 'Minecraft Bedwars' },
      { id: 2, date: '05.08.2025', title: 'Sommer-Stream', description: 'Zuschauerrunden' },
    ];
    renderRoute('/community?tab=events', {
      preloadedState: { communityEvents: { items } },
    });
    const list = await screen.findByRole('list', { name: 'Geplante Events' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('05.08.2025');
    expect(entries[0]).toHaveTextContent('Sommer-Stream');
    expect(entries[0]).toHaveTextContent('Zuschauerrunden');
    expect(entries[1]).toHaveTextContent('Weihnachtsturnier');
    expect(within(entries[0] as HTMLElement).getByText('05.08.2025')).toHaveAttribute('dateTime', '2025-08-05');
  });

  it('News: the Team News screen with its title one level below the page title', async () => {
    renderRoute('/community?tab=news');
    expect(await screen.findByRole('heading', { level: 2, name: 'Team News' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Nächster Stream' })).toBeInTheDocument();
  });
});
