import { assign, fromPromise, setup } from 'xstate';
import type { HostingPlan } from '@/content/cloudium-plans.content';
import { validatePlanRequest } from '@/domain/plan-request.schema';
import { newReference, type WebhookPayload } from '@/domain/webhook-contract';
import { buildPlanPayload } from '@/domain/webhook-payload';
import { planFailureNotice, planSuccessNotice, validationNotice, type Notice } from './cloudium-notices';

/**
 * The plan request dialog (spec point 4): closed; opens on choosing a plan; closes on cancel; on success it
 * closes and the name is cleared; on failure it stays open with the name kept. While submitting, a second
 * submit and closing are ignored, so a request cannot be sent twice.
 */
export type SelectedPlan = Pick<HostingPlan, 'name' | 'priceCents'>;

export interface PlanRequestContext {
  plan: SelectedPlan | null;
  discordName: string;
  /** Reference of the request being sent, then of the last successful one. */
  reference: string | null;
  /** Reference of the last request that was accepted; the page keeps showing it. */
  lastReference: string | null;
  payload: WebhookPayload | null;
}

export type PlanRequestEvent =
  | { type: 'dialog.open'; plan: SelectedPlan | null }
  | { type: 'dialog.close' }
  | { type: 'field.change'; value: string }
  | { type: 'form.submit' };

export const planRequestMachine = setup({
  types: {
    context: {} as PlanRequestContext,
    events: {} as PlanRequestEvent,
    tags: {} as 'open' | 'submitting',
  },
  actors: {
    /** Injected by the page: posts the payload; resolves on an ok answer, rejects with a WebhookFailure. */
    submit: fromPromise<undefined, WebhookPayload>(async () => {
      throw new Error('submit actor not provided');
    }),
  },
  guards: {
    isValid: ({ context }) => validatePlanRequest(context.plan, context).ok,
  },
  actions: {
    /** Injected by the page: shows the toast. */
    notify: (_, _notice: Notice) => undefined,
    selectPlan: assign({ plan: ({ event }) => (event.type === 'dialog.open' ? event.plan : null) }),
    setName: assign({
      discordName: ({ context, event }) => (event.type === 'field.change' ? event.value : context.discordName),
    }),
    clearName: assign({ discordName: '' }),
    rememberReference: assign({ lastReference: ({ context }) => context.reference }),
    preparePayload: assign(({ context }) => {
      const result = validatePlanRequest(context.plan, context);
      if (!result.ok) return {};
      const reference = newReference();
      return { reference, payload: buildPlanPayload(result.value, { reference, timestamp: new Date().toISOString() }) };
    }),
  },
}).createMachine({
  id: 'planRequest',
  initial: 'closed',
  context: { plan: null, discordName: '', reference: null, lastReference: null, payload: null },
  states: {
    closed: {
      on: { 'dialog.open': { target: 'editing', actions: 'selectPlan' } },
    },
    editing: {
      tags: 'open',
      on: {
        'dialog.close': 'closed',
        'field.change': { actions: 'setName' },
        'form.submit': [
          { guard: 'isValid', target: 'submitting', actions: 'preparePayload' },
          {
            actions: {
              type: 'notify',
              params: ({ context }) => {
                const result = validatePlanRequest(context.plan, context);
                return validationNotice(result.ok ? '' : result.message);
              },
            },
          },
        ],
      },
    },
    submitting: {
      tags: ['open', 'submitting'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => context.payload as WebhookPayload,
        onDone: {
          target: 'closed',
          actions: [
            'clearName',
            'rememberReference',
            { type: 'notify', params: ({ context }) => planSuccessNotice(context.reference ?? '') },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: ({ event }) => planFailureNotice(event.error) },
        },
      },
    },
  },
});
