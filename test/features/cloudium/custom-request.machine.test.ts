import { customRequestDialog } from '@/features/cloudium/ui/custom-request-dialog';
import { DIALOG_EDGES, failures, startRequestForm, describeRequestFormPaths } from './support/request-form-harness';

const { serverError, offline } = failures;

describe('custom request machine', () => {
  const start = () => startRequestForm(customRequestDialog.machine);

  it('refuses a missing name without closing', () => {
    const { actor, notices, submit } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'form.submit' });
    expect(notices).toEqual([{ title: 'Fehler', description: 'Bitte gib deinen Discord Namen ein.', kind: 'error' }]);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(submit.payloads).toEqual([]);
  });

  it('keeps the choice when cancelled: opening again shows the same sizes and name', () => {
    const { actor, submit, fill } = start();
    actor.send({ type: 'dialog.open' });
    fill({ discordName: 'nova_fan', vCores: 8, ssdGb: 250 });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().context.fields).toEqual({
      discordName: 'nova_fan',
      vCores: 8,
      ramGb: 8,
      ssdGb: 250,
      additionalInfo: '',
    });
    expect(submit.payloads).toEqual([]);
  });

  it('sends the chosen sizes and closes on success', async () => {
    const { actor, submit, notices, fill } = start();
    actor.send({ type: 'dialog.open' });
    fill({ discordName: 'nova_fan', vCores: 16, ramGb: 64, ssdGb: 500 });
    actor.send({ type: 'form.submit' });
    expect(submit.fieldValues()).toEqual(['nova_fan', '16', '64', '500', 'Keine']);
    await submit.succeed();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(notices[0]).toMatchObject({ title: 'Anfrage erfolgreich!', kind: 'success' });
  });

  it.each([
    [serverError, 'Anfrage konnte nicht gesendet werden.'],
    [offline, 'Netzwerkfehler.'],
  ])('closes after a failed attempt (%o), keeping the choice for the next one', async (failure, title) => {
    const { actor, submit, notices, fill } = start();
    actor.send({ type: 'dialog.open' });
    fill({ discordName: 'nova_fan', vCores: 6 });
    actor.send({ type: 'form.submit' });
    await submit.fail(failure);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(notices).toEqual([{ title, kind: 'error' }]);
    expect(actor.getSnapshot().context.fields).toMatchObject({ discordName: 'nova_fan', vCores: 6 });
  });
});

describeRequestFormPaths(
  customRequestDialog.machine,
  {
    valid: { discordName: 'nova_fan', vCores: 8 },
    spoiled: { discordName: '' },
  },
  {
    edges: [...DIALOG_EDGES, 'submitting + done.actor.submit → closed', 'submitting + error.actor.submit → closed'],
  },
);
