/**
 * What every request form's machine does alike (request-form.machine.ts, docs/product.md#states), asserted once for
 * all of them: a valid submit is sent once, as its kind; a second submit, and closing a dialog while it is sent, are
 * ignored; the accepted reference is the form's. The forms are the support form and every dialog of REQUEST_DIALOGS
 * (a dialog without its sample here fails). What differs per form is each form's own machine test.
 */
import type { RequestKind } from '@/features/cloudium/contract/webhook-contract';
import { referenceOf } from '@/features/cloudium/contract/webhook-contract';
import { validateWebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import { hostingPlans } from '@/features/cloudium/content/cloudium-plans.content';
import type { RequestFormMachine } from '@/features/cloudium/machines/request-form.machine';
import { supportFormMachine } from '@/features/cloudium/machines/support-form.machine';
import { REQUEST_DIALOGS } from '@/features/cloudium/ui/request-dialogs';
import { customRequestDialog } from '@/features/cloudium/ui/custom-request-dialog';
import { managedRequestDialog } from '@/features/cloudium/ui/managed-request-dialog';
import { planRequestDialog } from '@/features/cloudium/ui/plan-request-dialog';
import { startRequestForm } from './support/request-form-harness';

/** A form filled in as a visitor would, and whether it is a dialog (opened first, with its preset). */
interface Sample {
  readonly kind: RequestKind;
  readonly dialog: boolean;
  readonly sendTwiceAndClose: () => Promise<void>;
}

function sample<TFields, TValue>(
  kind: RequestKind,
  machine: RequestFormMachine<TFields, TValue>,
  valid: Partial<TFields>,
  open?: { preset?: Partial<TFields> },
): Sample {
  return {
    kind,
    dialog: open !== undefined,
    async sendTwiceAndClose() {
      const { actor, submit, fill } = startRequestForm(machine);
      if (open) actor.send({ type: 'dialog.open', preset: open.preset });
      fill(valid);
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
      actor.send({ type: 'form.submit' });
      if (open) actor.send({ type: 'dialog.close' });
      expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
      expect(submit.payloads).toHaveLength(1);
      const [payload] = submit.payloads;
      expect(validateWebhookPayload(payload)).toMatchObject({ ok: true, request: { kind } });
      await submit.succeed();
      expect(submit.payloads).toHaveLength(1);
      expect(actor.getSnapshot().context.lastReference).toBe(referenceOf(payload?.embeds[0].description ?? ''));
    },
  };
}

const SUPPORT = sample('support', supportFormMachine, {
  name: 'Lea',
  email: 'lea@example.com',
  subject: 'Server down',
  message: 'Seit heute Morgen.',
});

/** Each dialog of the list by its name, filled in. */
const DIALOG_SAMPLES: Record<string, Sample> = {
  plan: sample('plan', planRequestDialog.machine, { discordName: 'nova_fan' }, { preset: { plan: hostingPlans[0] } }),
  managed: sample('managed', managedRequestDialog.machine, { discordName: 'nova_fan', game: 'Minecraft' }, {}),
  custom: sample('custom', customRequestDialog.machine, { discordName: 'nova_fan', vCores: 8 }, {}),
};

it.each(REQUEST_DIALOGS.map(({ name, kind }) => [name, kind] as const))(
  'the %s dialog of the list has its sample here, of its kind',
  (name, kind) => {
    expect(DIALOG_SAMPLES[name]).toMatchObject({ kind, dialog: true });
  },
);

it.each([['support form', SUPPORT], ...Object.entries(DIALOG_SAMPLES)] as const)(
  '%s: sends once, ignores a second submit and closing while it is sent, and keeps the accepted reference',
  async (_name, form) => {
    await form.sendTwiceAndClose();
  },
);
