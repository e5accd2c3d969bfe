/**
 * A tap re-renders only what reads it (docs/performance.md#taps): switching a Cloudium tab or opening a request
 * dialog does not render the plan cards, the plan finder, the overview or the support form again. Each of those
 * components is wrapped in a counter here, and the Cloudium page uses the counted ones. That every dialog of the list
 * is mounted closed before the first tap, a new one too: adding-a-request-kind.test.tsx.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '@/ui/overlay/toaster';
import { dialogsMounted, renderCloudium } from './cloudium.helpers';
import { installPointerEvent } from '../../support/pointer-event';
import type * as RenderCounts from '../../support/render-counts';

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
});
