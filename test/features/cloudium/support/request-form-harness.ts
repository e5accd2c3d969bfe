/**
 * The request forms' side of the machine tests (a Cloudium dialog or the support form): a submit the test settles
 * by hand, the ways a request fails, the edges every request form has, and their path coverage
 * (test/support/machine-harness.ts).
 */
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import type { Notice } from '@/domain/notice';
import { newReference } from '@/features/cloudium/contract/webhook-contract';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import type { RequestDraft } from '@/features/cloudium/domain/request-delivery';
import type { WebhookFailure } from '@/features/cloudium/domain/webhook-failure';
import type { RequestFormEvent, RequestFormMachine } from '@/features/cloudium/machines/request-form.machine';
import { describePaths, fieldChanges, pendingActor, type ExpectedPaths } from '../../../support/machine-harness';

/** When a stub submit stamps a draft (the real stamp is made by src/features/cloudium/domain/request-delivery.ts). */
const STAMP_TIME = '2026-11-24T09:00:00.000Z';

/**
 * A submit actor the test settles by hand, recording each payload it was started with. It stamps the draft with a
 * fresh reference and accepts under it, or under `acceptedAs` (as after a reference collision).
 */
function controllableSubmit() {
  const payloads: WebhookPayload[] = [];
  let settle: { resolve: (acceptedAs?: string) => void; reject: (failure: unknown) => void } | null = null;
  const actor = fromPromise<string, RequestDraft>(
    ({ input }) =>
      new Promise<string>((resolve, reject) => {
        const reference = newReference();
        payloads.push(input.compose({ reference, timestamp: STAMP_TIME }));
        settle = { resolve: (acceptedAs) => resolve(acceptedAs ?? reference), reject };
      }),
  );
  return { actor, payloads, settle: () => settle };
}

/** Until the form's machine has taken the submit's outcome: its invoked submit has stopped. */
function submitTaken(form: AnyActorRef): Promise<unknown> {
  return waitFor(form, (snapshot: { children: Record<string, unknown> }) => snapshot.children.submit === undefined);
}

/** Starts a request form's machine with a submit the test settles and the toasts recorded. */
export function startRequestForm<TFields, TValue>(machine: RequestFormMachine<TFields, TValue>) {
  const controllable = controllableSubmit();
  const { notices, notify } = recordNotices();
  const actor = createActor(machine.provide({ actors: { submit: controllable.actor }, actions: { notify } }));
  actor.start();
  const submit = {
    payloads: controllable.payloads,
    /** The field values of the `index`-th payload's message, in order: what the staff reads. */
    fieldValues: (index = 0) => controllable.payloads[index]?.embeds[0].fields.map((field) => field.value),
    /** Accepts the running submit (under `acceptedAs`, as after a collision) and waits until the form took it. */
    async succeed(acceptedAs?: string) {
      controllable.settle()?.resolve(acceptedAs);
      await submitTaken(actor);
    },
    /** Fails the running submit and waits until the form took it. */
    async fail(failure: unknown) {
      controllable.settle()?.reject(failure);
      await submitTaken(actor);
    },
  };
  /** Changes the fields one by one, in the order given, as the visitor types. */
  const fill = (fields: Partial<TFields>) => {
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'field.change', field, value } as RequestFormEvent<TFields>);
    }
  };
  return { actor, submit, notices, fill };
}

function recordNotices() {
  const notices: Notice[] = [];
  return { notices, notify: (_: unknown, notice: Notice) => notices.push(notice) };
}

/** The ways a request can fail, as the submit actor rejects. */
export const failures = {
  serverError: { kind: 'http', status: 500, body: '{"message":"kaputt"}' },
  tooMany: { kind: 'http', status: 429, body: '' },
  offline: { kind: 'network' },
} as const satisfies Record<string, WebhookFailure>;

/** The edges every request form has while it is edited: a submit is validated once, then sent or refused. */
export const EDITING_EDGES = [
  'editing + field.change → editing',
  'editing + form.submit → validating → editing',
  'editing + form.submit → validating → submitting',
];

/** The edges every request dialog has besides: it opens, and it closes while edited. */
export const DIALOG_EDGES = ['closed + dialog.open → editing', 'editing + dialog.close → closed', ...EDITING_EDGES];

export interface RequestFormSamples<F> {
  /** Field values that together make the form valid; the exploration sets them one by one. */
  valid: Partial<F>;
  /** A value that makes the form invalid again. */
  spoiled: Partial<F>;
  /** What a dialog is opened with besides the plain open (the plan dialog's plan). */
  preset?: Partial<F>;
}

/**
 * The path coverage of a request form (a Cloudium dialog or the support form): opened plain and with its preset,
 * closed, edited towards valid and back, submitted; the submit is accepted or fails for want of a connection.
 */
export function describeRequestFormPaths<TFields extends object, TValue>(
  machine: RequestFormMachine<TFields, TValue>,
  samples: RequestFormSamples<TFields>,
  expected: ExpectedPaths,
): void {
  describePaths(
    machine.provide({ actors: { submit: pendingActor<string, RequestDraft>() } }),
    {
      settles: { submit: { output: 'CL-AAAAAA', error: failures.offline } },
      events: ({ context }) => [
        { type: 'dialog.open' },
        ...(samples.preset ? [{ type: 'dialog.open', preset: samples.preset }] : []),
        { type: 'dialog.close' },
        ...fieldChanges(context.fields, samples.valid, samples.spoiled),
        { type: 'form.submit' },
      ],
    },
    expected,
  );
}
