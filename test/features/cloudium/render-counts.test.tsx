/**
 * A tap re-renders only what reads it (docs/performance.md#taps): switching a Cloudium tab or opening a request
 * dialog does not render the plan cards, the plan finder, the overview or the support form again. Each of those
 * components is wrapped in a counter here, and the Cloudium page uses the counted ones. The list of request dialogs
 * has a fourth one here, added as a new dialog is added (./extra-request-dialog.tsx).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { referenceOf } from '@/features/cloudium/contract/webhook-contract';
import { REQUEST_DIALOGS } from '@/features/cloudium/ui/request-dialogs';
import { toaster } from '@/ui/overlay/toaster';
import { dialogsMounted, renderCloudium } from './cloudium.helpers';
import { stubFetch } from './fetch-stub';
import { installPointerEvent } from '../../support/pointer-event';
import type * as RenderCounts from '../../support/render-counts';
import type * as RequestDialogs from '@/features/cloudium/ui/request-dialogs';
import type * as ExtraRequestDialog from './extra-request-dialog';

jest.setTimeout(30_000);

const renders: Record<string, number> = {};

/** The counted components of test/support/render-counts.ts (a function: the mocks' factories run before the imports). */
function renderCounts(): typeof RenderCounts {
  return jest.requireActual<typeof RenderCounts>('../../support/render-counts');
}

/** The module's component `name`, counting its renders. */
function counted<T extends Record<string, unknown>>(path: string, name: keyof T & string): T {
  return renderCounts().countedComponent<T>(path, name, () => {
    renders[name] = (renders[name] ?? 0) + 1;
  });
}

jest.mock('@/features/cloudium/ui/plans-tab', () => counted('@/features/cloudium/ui/plans-tab', 'PlansTab'));
jest.mock('@/features/cloudium/ui/plan-finder', () => counted('@/features/cloudium/ui/plan-finder', 'PlanFinder'));
jest.mock('@/features/cloudium/ui/overview-tab', () => counted('@/features/cloudium/ui/overview-tab', 'OverviewTab'));
jest.mock('@/features/cloudium/ui/support-tab', () => counted('@/features/cloudium/ui/support-tab', 'SupportTab'));
jest.mock('@/features/cloudium/ui/request-dialogs', () => ({
  REQUEST_DIALOGS: [
    ...jest.requireActual<typeof RequestDialogs>('@/features/cloudium/ui/request-dialogs').REQUEST_DIALOGS,
    jest.requireActual<typeof ExtraRequestDialog>('./extra-request-dialog').extraRequestDialog,
  ],
}));

beforeAll(installPointerEvent);
afterEach(() => act(() => toaster.remove()));

const COUNTED = ['PlansTab', 'PlanFinder', 'OverviewTab', 'SupportTab'];
const snapshot = () => Object.fromEntries(COUNTED.map((name) => [name, renders[name] ?? 0]));

describe('Cloudium: a tap renders only what it changes', () => {
  it('tab switches and a plan dialog opening and closing render no panel content again', async () => {
    const user = userEvent.setup();
    renderCloudium('/cloudium');
    await user.click(screen.getByRole('tab', { name: 'Pakete' }));
    await user.click(screen.getByRole('tab', { name: 'Support' }));
    await user.click(screen.getByRole('tab', { name: 'Pakete' }));
    // Every panel has rendered (the hidden ones at the first idle moment); from here on nothing renders them again.
    await waitFor(() => expect(COUNTED.every((name) => (renders[name] ?? 0) > 0)).toBe(true));
    await screen.findByRole('button', { name: 'Paket wählen: ES1' });
    // A panel tapped before its idle moment renders in a transition, which the next tap can restart: wait until the
    // support form is on the page, and the dialogs with it.
    await waitFor(() => expect(document.querySelector('#support form')).not.toBeNull());
    await dialogsMounted();
    const before = snapshot();

    await user.click(screen.getByRole('tab', { name: 'Übersicht' }));
    await user.click(screen.getByRole('tab', { name: 'Pakete' }));
    await user.click(screen.getByRole('button', { name: 'Paket wählen: ES1' }));
    expect(await screen.findByRole('dialog', { name: /ES1/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(snapshot()).toEqual(before);
  });

  it('the request dialogs of the list are mounted closed before the first tap: opening one shows the same element', async () => {
    const user = userEvent.setup();
    const fetchStub = stubFetch();
    renderCloudium('/cloudium#pakete');
    const contentOf = (testId: string) => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
    // At the first idle moments all of them are there, hidden, with their fields.
    await dialogsMounted();
    const mounted = REQUEST_DIALOGS.map(({ name }) => contentOf(`${name}-request-dialog`));
    expect(REQUEST_DIALOGS.map(({ name }) => name)).toEqual(['plan', 'managed', 'custom', 'extra']);
    for (const content of mounted) {
      expect(content).not.toBeVisible();
      expect(content?.querySelector('input[name="discordName"]')).not.toBeNull();
    }

    await user.click(await screen.findByRole('button', { name: 'Paket wählen: ES1' }));
    expect(await screen.findByRole('dialog', { name: /ES1/ })).toBe(mounted[0]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(contentOf('plan-request-dialog')).toBe(mounted[0]);

    // The added dialog opens from its card, sends, and its reference is the one the plans keep on screen.
    await user.click(screen.getByRole('button', { name: 'Testen' }));
    const extra = await screen.findByRole('dialog', { name: 'Testdienst anfragen' });
    expect(extra).toBe(mounted[3]);
    await user.type(within(extra).getByLabelText(/^Discord Name/), 'nova_fan');
    await user.click(within(extra).getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(fetchStub.calls).toHaveLength(1));
    const { embeds } = await (fetchStub.calls[0] as Request).clone().json();
    const reference = referenceOf(embeds[0].description) ?? 'none';
    await waitFor(() => expect(screen.getByTestId('last-reference')).toHaveTextContent(reference));
    fetchStub.restore();
  });
});
