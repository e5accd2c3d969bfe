import { waitFor } from '@testing-library/react';
import type { InspectionEvent } from 'xstate';
import { DEFAULT_PUBLIC_WEBHOOK_URL, publicWebhookUrl } from '@/config/env';
import { routes } from '@/config/routes';
import { installMachineInspector, inspectOptions } from '@/ui/machine-inspector';
import { renderRoute } from '../../support/render-with-providers';

describe('PUBLIC_WEBHOOK_URL', () => {
  const original = process.env.PUBLIC_WEBHOOK_URL;
  afterEach(() => {
    if (original === undefined) delete process.env.PUBLIC_WEBHOOK_URL;
    else process.env.PUBLIC_WEBHOOK_URL = original;
  });

  // Unset or blank: the same-origin relay.
  it.each([
    [undefined, DEFAULT_PUBLIC_WEBHOOK_URL],
    [undefined, '/api/webhook'],
    ['', '/api/webhook'],
    ['   ', '/api/webhook'],
    ['https://relay.example/api/webhook', 'https://relay.example/api/webhook'],
  ])('%p → %s', (value, expected) => {
    if (value === undefined) delete process.env.PUBLIC_WEBHOOK_URL;
    else process.env.PUBLIC_WEBHOOK_URL = value;
    expect(publicWebhookUrl()).toBe(expected);
  });
});

describe('machine inspector', () => {
  afterEach(() => installMachineInspector(undefined));

  it('gives no inspect option unless one is installed; installed, it sees the navigation machine of the layout', async () => {
    expect(inspectOptions()).toEqual({});
    const events: InspectionEvent[] = [];
    installMachineInspector((event) => events.push(event));
    renderRoute(routes.terms);
    await waitFor(() =>
      expect(
        events.some(
          (event) => event.type === '@xstate.actor' && event.actorRef.getSnapshot()?.machine?.id === 'navigation',
        ),
      ).toBe(true),
    );
  });
});
