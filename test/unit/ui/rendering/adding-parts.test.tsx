/**
 * The "I am adding …" table of docs/rendering.md, followed to the letter: a small tab ("Turniere") and a small dialog
 * built the way it says, and what it promises of them: in the served page or not, laid out ahead, one commit to open.
 */
import { ChakraProvider, Tabs } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { LAID_OUT_AHEAD_ATTRIBUTE } from '@/ui/rendering/laid-out-ahead';
import { BrowserOnly } from '@/ui/rendering/browser-only';
import { TabPanel } from '@/ui/rendering/tab-panel';
import { useNeededOrIdle } from '@/ui/rendering/use-needed-or-idle';
import { ModalBody, ModalDialog } from '@/ui/overlay/modal-dialog';
import { system } from '@/ui/system';
import { TabTrigger } from '@/ui/tab-trigger';
import { holdFrames } from '../../../support/held-frames';
import { controlIdleCallbacks } from '../../../support/idle-callbacks';
import { renderWithProviders } from '../../../support/render-with-providers';

const idle = controlIdleCallbacks();
const ids = { content: (value: string) => `turniere-${value}`, trigger: (value: string) => `turniere-tab-${value}` };

/** A tab page: a light first panel with the page, a second one when shown or idle. */
function TournamentTabs() {
  const [tab, setTab] = useState('liste');
  return (
    <>
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} ids={ids}>
        <Tabs.List aria-label="Turniere">
          <TabTrigger value="liste">Liste</TabTrigger>
          <TabTrigger value="regeln">Regeln</TabTrigger>
        </Tabs.List>
      </Tabs.Root>
      <TabPanel ids={ids} value="liste" selected={tab === 'liste'}>
        <p>Winter-Cup</p>
      </TabPanel>
      <TabPanel ids={ids} value="regeln" selected={tab === 'regeln'} contents="when-shown-or-idle">
        <p>Fair Play</p>
      </TabPanel>
    </>
  );
}

const bodyRendered = jest.fn();

/** The dialog's contents, counting their renders. */
function TeamField() {
  bodyRendered();
  return <input aria-label="Teamname" />;
}

/** A dialog mounted when needed or idle, and the part that shows nothing until used. */
function TournamentDialog() {
  const [open, setOpen] = useState(false);
  const mounted = useNeededOrIdle(open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Anmelden
      </button>
      <BrowserOnly>
        <p>Anmeldungen werden gezählt</p>
      </BrowserOnly>
      {mounted && (
        <ModalDialog open={open} onDismiss={() => setOpen(false)} title="Zum Turnier anmelden" closeLabel="Schließen">
          <ModalBody>
            <TeamField />
          </ModalBody>
        </ModalDialog>
      )}
    </>
  );
}

const withSystem = (page: React.ReactElement) => <ChakraProvider value={system}>{page}</ChakraProvider>;

describe('a tab added the way docs/rendering.md says', () => {
  it('the served page has both panels’ contents, the second one hidden', () => {
    const served = renderToString(withSystem(<TournamentTabs />));
    expect(served).toContain('Winter-Cup');
    expect(served).toContain('Fair Play');
  });

  it('in the browser, the hidden panel comes at idle and is laid out ahead; the tab then shows it', async () => {
    render(withSystem(<TournamentTabs />));
    const rules = document.getElementById('turniere-regeln');
    expect(rules?.textContent).toBe('');
    await act(async () => idle.run());
    expect(rules?.textContent).toBe('Fair Play');
    await act(async () => idle.run());
    expect(rules?.getAttribute(LAID_OUT_AHEAD_ATTRIBUTE)).toBe('kept');
    act(() => screen.getByRole('tab', { name: 'Regeln' }).click());
    expect(await screen.findByText('Fair Play')).toBeVisible();
  });
});

describe('a dialog added the way docs/rendering.md says', () => {
  beforeEach(() => bodyRendered.mockClear());

  it('neither the dialog nor the part that shows nothing until used is in the served page', () => {
    const served = renderToString(withSystem(<TournamentDialog />));
    expect(served).toContain('Anmelden');
    expect(served).not.toContain('Zum Turnier anmelden');
    expect(served).not.toContain('Anmeldungen werden gezählt');
  });

  it('mounted closed at idle, it opens in the tap’s own commit, its contents rendered once', async () => {
    // The frames are the test's: what comes after paint (the focus moving in) is not part of opening.
    const frames = holdFrames();
    renderWithProviders(<TournamentDialog />);
    expect(screen.queryByText('Anmeldungen werden gezählt')).toBeNull();
    await frames.paint();
    expect(await screen.findByText('Anmeldungen werden gezählt')).toBeInTheDocument();
    expect(bodyRendered).not.toHaveBeenCalled();
    await act(async () => idle.run());
    expect(bodyRendered).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Anmelden' })));
    // In the commit of the tap itself: shown, with what was mounted ahead, rendered once more.
    expect(screen.getByRole('dialog', { name: 'Zum Turnier anmelden' })).toBeVisible();
    await act(async () => undefined);
    expect(bodyRendered).toHaveBeenCalledTimes(2);
  });
});
