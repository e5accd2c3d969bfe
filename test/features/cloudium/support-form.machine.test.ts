import { supportFormMachine } from '@/features/cloudium/machines/support-form.machine';
import { EDITING_EDGES, failures, startRequestForm, describeRequestFormPaths } from './support/request-form-harness';

const { serverError, tooMany, offline } = failures;

const start = () => startRequestForm(supportFormMachine);

/** Started with every field filled. */
function startFilled() {
  const form = start();
  form.fill({ name: 'Lea', email: 'lea@example.org', subject: 'Server down', message: 'Hilfe' });
  return form;
}

describe('support form machine', () => {
  it('refuses missing fields with the Fehlende Eingaben toast and sends nothing', () => {
    const { actor, submit, notices, fill } = start();
    fill({ name: 'Lea' });
    actor.send({ type: 'form.submit' });
    expect(notices).toEqual([
      { title: 'Fehlende Eingaben', description: 'Bitte fülle alle erforderlichen Felder aus.', kind: 'error' },
    ]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(submit.payloads).toEqual([]);
  });

  it('clears the fields on success and remembers the reference', async () => {
    const { actor, submit, notices } = startFilled();
    actor.send({ type: 'form.submit' });
    expect(submit.payloads[0]?.embeds[0].title).toBe('Neue Support-Anfrage: Server down');
    await submit.succeed();
    const { fields: values, lastReference } = actor.getSnapshot().context;
    expect(values).toEqual({ name: '', email: '', subject: '', message: '' });
    expect(notices).toEqual([
      {
        title: 'Anfrage gesendet!',
        description: `Vielen Dank für deine Nachricht. Wir werden uns so schnell wie möglich bei dir melden. Deine Referenznummer: ${lastReference}. Gib sie an, wenn du uns dazu kontaktierst.`,
        kind: 'success',
      },
    ]);
  });

  it.each([
    [
      serverError,
      'Fehler beim Senden',
      'Deine Anfrage konnte nicht gesendet werden. Status: 500. Details: {"message":"kaputt"}',
    ],
    [tooMany, 'Fehler beim Senden', 'Deine Anfrage konnte nicht gesendet werden. Status: 429. Details: Keine Details'],
    [offline, 'Netzwerkfehler', 'Verbindung zum Server fehlgeschlagen. Bitte überprüfe deine Internetverbindung.'],
  ])('keeps the fields on failure %o', async (failure, title, description) => {
    const { actor, submit, notices } = startFilled();
    actor.send({ type: 'form.submit' });
    await submit.fail(failure);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fields.subject).toBe('Server down');
    expect(notices).toEqual([{ title, description, kind: 'error' }]);
  });

  it('treats an unexpected rejection as a network failure', async () => {
    const { actor, submit, notices } = startFilled();
    actor.send({ type: 'form.submit' });
    await submit.fail(new Error('boom'));
    expect(notices[0]?.title).toBe('Netzwerkfehler');
  });
});

describeRequestFormPaths(
  supportFormMachine,
  {
    valid: { name: 'Lea', email: 'lea@example.org', subject: 'Server down', message: 'Hilfe' },
    spoiled: { message: '' },
  },
  {
    edges: [...EDITING_EDGES, 'submitting + done.actor.submit → editing', 'submitting + error.actor.submit → editing'],
  },
);
