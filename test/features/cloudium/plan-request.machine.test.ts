import { hostingPlans } from '@/features/cloudium/content/cloudium-plans.content';
import { planRequestMachine } from '@/features/cloudium/machines/plan-request.machine';
import { DIALOG_EDGES, failures, startRequestForm, describeRequestFormPaths } from './support/request-form-harness';

const ES6 = hostingPlans[5] as (typeof hostingPlans)[number];
const { serverError, tooMany, offline } = failures;

describe('plan request machine', () => {
  const start = () => startRequestForm(planRequestMachine);

  it('opens on choosing a plan and closes on cancel, sending nothing', () => {
    const { actor, submit } = start();
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send({ type: 'dialog.open', preset: { plan: ES6 } });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().context.fields.plan?.name).toBe('ES6');
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(submit.payloads).toEqual([]);
  });

  it.each([
    ['no plan', null, 'nova_fan', 'Kein Paket ausgewählt.'],
    ['no Discord name', ES6, ' ', 'Bitte gib deinen Discord Namen ein.'],
  ])('with %s it shows the Fehler toast and sends nothing', (_case, plan, name, message) => {
    const { actor, submit, notices, fill } = start();
    actor.send({ type: 'dialog.open', preset: { plan } });
    fill({ discordName: name });
    actor.send({ type: 'form.submit' });
    expect(notices).toEqual([{ title: 'Fehler', description: message, kind: 'error' }]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(submit.payloads).toEqual([]);
  });

  // Sent once whatever is tapped meanwhile: request-forms.machine.test.ts, for every form.
  it('sends the plan and the name, then closes and clears the name', async () => {
    const { actor, submit, notices, fill } = start();
    actor.send({ type: 'dialog.open', preset: { plan: ES6 } });
    fill({ discordName: 'nova_fan' });
    actor.send({ type: 'form.submit' });
    expect(submit.fieldValues()).toEqual(['ES6', '29,99 € / Monat', 'nova_fan']);
    await submit.succeed();
    const reference = actor.getSnapshot().context.lastReference ?? '';
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.fields.discordName).toBe('');
    expect(notices).toEqual([
      {
        title: 'Bestellung erfolgreich!',
        description: `Deine Referenznummer: ${reference}. Gib sie an, wenn du uns dazu kontaktierst.`,
        kind: 'success',
      },
    ]);
  });

  it("carries the plan finder's intent into the order, and a later grid choice drops it", async () => {
    const { actor, submit, fill } = start();
    actor.send({ type: 'dialog.open', preset: { plan: ES6, recommendedFor: 'Palworld, 20 Spieler' } });
    fill({ discordName: 'nova_fan' });
    actor.send({ type: 'form.submit' });
    expect(submit.payloads[0]?.embeds[0].description).toMatch(
      /^Referenz: CL-\w{6}\nEmpfohlen für: Palworld, 20 Spieler$/,
    );
    await submit.succeed();
    actor.send({ type: 'dialog.open', preset: { plan: ES6, recommendedFor: null } });
    fill({ discordName: 'nova_fan' });
    actor.send({ type: 'form.submit' });
    expect(submit.payloads[1]?.embeds[0].description).toMatch(/^Referenz: CL-\w{6}$/);
  });

  it('shows the reference the relay accepted when the prepared one was taken', async () => {
    const { actor, submit, notices, fill } = start();
    actor.send({ type: 'dialog.open', preset: { plan: ES6 } });
    fill({ discordName: 'nova_fan' });
    actor.send({ type: 'form.submit' });
    await submit.succeed('CL-FRESH2');
    expect(actor.getSnapshot().context).toMatchObject({ lastReference: 'CL-FRESH2' });
    expect(notices[0]?.description).toContain('CL-FRESH2');
  });

  it.each([
    [
      'a non-OK answer',
      serverError,
      'Fehler beim Senden',
      'Deine Anfrage konnte nicht gesendet werden. Bitte versuche es später erneut.',
    ],
    [
      'a 429',
      tooMany,
      'Fehler beim Senden',
      'Deine Anfrage konnte nicht gesendet werden. Bitte versuche es später erneut.',
    ],
    [
      'a network failure',
      offline,
      'Netzwerkfehler',
      'Verbindung zum Server fehlgeschlagen. Bitte überprüfe deine Internetverbindung.',
    ],
  ])('on %s it stays open, keeps the name and says so', async (_case, failure, title, description) => {
    const { actor, submit, notices, fill } = start();
    actor.send({ type: 'dialog.open', preset: { plan: ES6 } });
    fill({ discordName: 'nova_fan' });
    actor.send({ type: 'form.submit' });
    await submit.fail(failure);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fields.discordName).toBe('nova_fan');
    expect(actor.getSnapshot().context.lastReference).toBeNull();
    expect(notices).toEqual([{ title, description, kind: 'error' }]);
  });
});

describeRequestFormPaths(
  planRequestMachine,
  {
    preset: { plan: ES6 },
    valid: { discordName: 'nova_fan' },
    spoiled: { discordName: ' ' },
  },
  {
    edges: [
      ...DIALOG_EDGES,
      'submitting + done.actor.submit → closed',
      // A failed order keeps the dialog open with the name.
      'submitting + error.actor.submit → editing',
    ],
  },
);
