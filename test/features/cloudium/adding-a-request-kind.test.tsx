/**
 * A new request kind on the site (docs/architecture.md, "I am adding …"): the contract's list gains "Server-Umzug"
 * (test/support/relocation-kind.ts), and its form and dialog are made as a new kind's are
 * (./relocation/: the form with its schema and builder, the dialog from `serviceRequestDialog`), its entry added to
 * REQUEST_DIALOGS. Nothing else is written for it: it is mounted closed before the first tap like every dialog, the
 * plans tab shows its card and fee, its dialog validates, sends a
 * payload the relay's schema takes as the new kind, shows the reference, and keeps a request it could not send
 * waiting under its kind. The relay's side is test/server/adding-a-request-kind.test.ts.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { referenceOf } from '@/features/cloudium/contract/webhook-contract';
import { validateWebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import { replaceWaitingStore } from '@/features/cloudium/store/waiting/waiting-in-page';
import { REQUEST_DIALOGS } from '@/features/cloudium/ui/request-dialogs';
import { installPointerEvent } from '../../support/pointer-event';
import { RELOCATION, RELOCATION_CONTRACT } from '../../support/relocation-kind';
import type * as RelocationKind from '../../support/relocation-kind';
import type * as RequestDialogs from '@/features/cloudium/ui/request-dialogs';
import type * as RelocationDialog from './relocation/relocation-request-dialog';
import { renderRoute } from '../../support/render-with-providers';
import { dialogsMounted } from './cloudium.helpers';
import { stubFetchInEachTest } from './fetch-stub';
import { memoryWaitingStore } from './support/memory-waiting-store';

jest.mock('@/features/cloudium/contract/webhook-contract', () =>
  jest.requireActual<typeof RelocationKind>('../../support/relocation-kind').withRelocation(),
);
jest.mock('@/features/cloudium/ui/request-dialogs', () => ({
  REQUEST_DIALOGS: [
    ...jest.requireActual<typeof RequestDialogs>('@/features/cloudium/ui/request-dialogs').REQUEST_DIALOGS,
    jest.requireActual<typeof RelocationDialog>('./relocation/relocation-request-dialog').relocationRequestDialog,
  ],
}));

jest.setTimeout(30_000);

const fetchStub = stubFetchInEachTest();
beforeAll(installPointerEvent);

/** The plans tab with every dialog mounted, and the new kind's dialog opened from its card. */
async function openRelocationDialog() {
  const user = userEvent.setup();
  // The whole site, with its toasts.
  renderRoute('/cloudium#pakete');
  await dialogsMounted();
  const card = (await screen.findByRole('heading', { name: 'Server-Umzug' })).closest('article') ?? document.body;
  expect(card).toHaveTextContent('Umzug: 15,00 €');
  await user.click(within(card as HTMLElement).getByRole('button', { name: 'Umzug anfragen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Server-Umzug anfragen' });
  expect(dialog).toHaveTextContent('15,00 € einmalig');
  return { user, dialog };
}

it('like every dialog of the list it is mounted closed before the first tap, and opening it shows that element', async () => {
  renderRoute('/cloudium#pakete');
  await dialogsMounted();
  const mounted = REQUEST_DIALOGS.map(({ name }) => document.querySelector(`[data-testid="${name}-request-dialog"]`));
  expect(REQUEST_DIALOGS.map(({ name }) => name).at(-1)).toBe('relocation');
  for (const content of mounted) {
    expect(content).not.toBeVisible();
    expect(content?.querySelector('input[name="discordName"]')).not.toBeNull();
  }
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Umzug anfragen' }));
  expect(await screen.findByRole('dialog', { name: 'Server-Umzug anfragen' })).toBe(mounted.at(-1));
});

it('its card opens its dialog, which refuses a missing field and sends the new kind the relay takes', async () => {
  const { user, dialog } = await openRelocationDialog();
  await user.type(within(dialog).getByLabelText(/^Discord Name/), 'nova_fan');
  await user.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
  expect(await screen.findByText('Bitte gib deinen bisherigen Anbieter an.')).toBeInTheDocument();
  expect(fetchStub.calls).toEqual([]);

  await user.type(within(dialog).getByLabelText(/^Bisheriger Anbieter/), 'Anderswo Hosting');
  await user.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
  await waitFor(() => expect(fetchStub.calls).toHaveLength(1));
  const payload: unknown = await (fetchStub.calls[0] as Request).clone().json();
  const validated = validateWebhookPayload(payload);
  expect(validated).toMatchObject({ ok: true, request: { kind: RELOCATION } });
  const embed = validated.ok ? validated.request.payload.embeds[0] : undefined;
  expect(embed).toMatchObject({ title: RELOCATION_CONTRACT.titlePrefix, footer: { text: RELOCATION_CONTRACT.footer } });
  expect(embed?.fields.map(({ name, value }) => [name, value])).toEqual([
    ['Discord Name', 'nova_fan'],
    ['Bisheriger Anbieter', 'Anderswo Hosting'],
    ['Zusätzliche Infos', 'Keine'],
  ]);
  const reference = referenceOf(embed?.description ?? '') ?? 'none';
  expect(await screen.findByText('Anfrage erfolgreich!')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('last-reference')).toHaveTextContent(reference));
});

it('without a connection, its request waits under its kind', async () => {
  const { store, waiting } = memoryWaitingStore();
  replaceWaitingStore(store);
  fetchStub.respond(() => {
    throw new TypeError('Failed to fetch');
  });
  const { user, dialog } = await openRelocationDialog();
  await user.type(within(dialog).getByLabelText(/^Discord Name/), 'nova_fan');
  await user.type(within(dialog).getByLabelText(/^Bisheriger Anbieter/), 'Anderswo Hosting');
  await user.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
  const [line] = await screen.findAllByTestId('waiting-requests');
  expect(line).toHaveTextContent(/wartet und wird automatisch gesendet/);
  expect([...waiting.values()].map(({ kind }) => kind)).toEqual([RELOCATION]);
  act(() => replaceWaitingStore(undefined));
});
