import { managedRequestDialog } from '@/features/cloudium/ui/managed-request-dialog';
import { DIALOG_EDGES, failures, startRequestForm, describeRequestFormPaths } from './support/request-form-harness';

const { serverError, offline } = failures;

describe('managed request machine', () => {
  const start = () => startRequestForm(managedRequestDialog.machine);

  /** Started with the dialog open and every field filled. */
  function startFilled(game = 'Andere', otherGame = 'Enshrouded') {
    const form = start();
    form.actor.send({ type: 'dialog.open' });
    form.fill({ discordName: 'nova_fan', game, otherGame, additionalInfo: '20 Spieler' });
    return form;
  }

  it.each([
    ['', 'Minecraft', '', 'Bitte gib deinen Discord Namen ein.'],
    ['nova_fan', '', '', 'Bitte wähle ein Spiel aus.'],
    ['nova_fan', 'Andere', '', 'Bitte gib den Namen des anderen Spiels an.'],
  ])('a validation failure (%j, %j, %j) is no attempt: the dialog stays open', (name, game, other, message) => {
    const { actor, submit, notices, fill } = start();
    actor.send({ type: 'dialog.open' });
    fill({ discordName: name, game, otherGame: other });
    actor.send({ type: 'form.submit' });
    expect(notices).toEqual([{ title: 'Fehler', description: message, kind: 'error' }]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(submit.payloads).toEqual([]);
  });

  it('sends "Andere: {name}" and closes with the success toast and cleared fields', async () => {
    const { actor, submit, notices } = startFilled();
    actor.send({ type: 'form.submit' });
    expect(submit.fieldValues()).toEqual(['nova_fan', 'Andere: Enshrouded', '20 Spieler']);
    await submit.succeed();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.fields).toEqual({
      discordName: '',
      game: '',
      otherGame: '',
      additionalInfo: '',
    });
    expect(notices[0]).toMatchObject({ title: 'Anfrage erfolgreich!', kind: 'success' });
    expect(notices[0]?.description).toContain(actor.getSnapshot().context.lastReference);
  });

  it.each([
    ['a non-OK answer', serverError, 'Anfrage konnte nicht gesendet werden.'],
    ['a network failure', offline, 'Netzwerkfehler.'],
  ])('closes after %s too, and clears its fields', async (_case, failure, title) => {
    const { actor, submit, notices } = startFilled('Rust');
    actor.send({ type: 'form.submit' });
    await submit.fail(failure);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.fields.discordName).toBe('');
    expect(actor.getSnapshot().context.lastReference).toBeNull();
    expect(notices).toEqual([{ title, kind: 'error' }]);
  });

  it('clears its fields when cancelled', () => {
    const { actor } = startFilled();
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().context.fields).toEqual({
      discordName: '',
      game: '',
      otherGame: '',
      additionalInfo: '',
    });
  });
});

describeRequestFormPaths(
  managedRequestDialog.machine,
  {
    valid: { discordName: 'nova_fan', game: 'Andere', otherGame: 'Enshrouded' },
    spoiled: { otherGame: '' },
  },
  {
    edges: [...DIALOG_EDGES, 'submitting + done.actor.submit → closed', 'submitting + error.actor.submit → closed'],
  },
);
