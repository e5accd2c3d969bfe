import { createActor } from 'xstate';
import { hostingPlans } from '@/content/cloudium-plans.content';
import { REFERENCE_PATTERN, referenceOf } from '@/domain/webhook-contract';
import { validateWebhookPayload } from '@/domain/webhook-payload.schema';
import { tabFromFragment, type CloudiumTab } from '@/domain/cloudium-tabs';
import { activeTab, cloudiumTabsMachine } from '@/machines/cloudium-tabs.machine';
import { customRequestMachine } from '@/machines/custom-request.machine';
import { managedRequestMachine } from '@/machines/managed-request.machine';
import { planRequestMachine } from '@/machines/plan-request.machine';
import { supportFormMachine } from '@/machines/support-form.machine';
import { controllableSubmit, recordNotices } from './machine-helpers';

const ES6 = hostingPlans[5] as (typeof hostingPlans)[number];
const serverError = { kind: 'http', status: 500, body: '{"message":"kaputt"}' } as const;
const tooMany = { kind: 'http', status: 429, body: '' } as const;
const offline = { kind: 'network' } as const;

describe('cloudium tabs machine', () => {
  function start(initialTab?: CloudiumTab) {
    const revealed: string[] = [];
    const actor = createActor(
      cloudiumTabsMachine.provide({
        actions: { revealTabs: ({ event }) => void revealed.push(event.tab) },
      }),
      { input: { initialTab } },
    ).start();
    return { actor, revealed };
  }

  it('starts on the overview tab', () => {
    expect(activeTab(start().actor.getSnapshot())).toBe('overview');
    expect(start().actor.getSnapshot().value).toBe('overview');
  });

  it.each([
    ['#pakete', 'plans'],
    ['#support', 'support'],
    ['#UEBERSICHT', 'overview'],
    ['#unbekannt', 'overview'],
    ['', 'overview'],
  ] as const)('an address fragment %j opens %s', (hash, tab) => {
    expect(tabFromFragment(hash)).toBe(tab);
    expect(start(tabFromFragment(hash)).actor.getSnapshot().value).toBe(tab);
  });

  it.each(['overview', 'plans', 'support'] as const)('selecting %s in the tab list activates it', (tab) => {
    const { actor, revealed } = start();
    actor.send({ type: 'tab.select', tab: 'support' });
    actor.send({ type: 'tab.select', tab });
    expect(activeTab(actor.getSnapshot())).toBe(tab);
    expect(revealed).toEqual([]);
  });

  it.each(['plans', 'support'] as const)('switches from %s back to the overview, by list and by button', (tab) => {
    const { actor, revealed } = start(tab);
    actor.send({ type: 'tab.select', tab: 'overview' });
    expect(actor.getSnapshot().value).toBe('overview');
    actor.send({ type: 'tab.switch', tab });
    actor.send({ type: 'tab.switch', tab: 'overview' });
    expect(actor.getSnapshot().value).toBe('overview');
    expect(revealed).toEqual([tab, 'overview']);
  });

  it('buttons inside a tab switch it and reveal the tab list', () => {
    const { actor, revealed } = start();
    actor.send({ type: 'tab.switch', tab: 'plans' });
    expect(actor.getSnapshot().value).toBe('plans');
    actor.send({ type: 'tab.switch', tab: 'support' });
    expect(actor.getSnapshot().value).toBe('support');
    expect(revealed).toEqual(['plans', 'support']);
  });
});

describe('plan request machine', () => {
  function start() {
    const submit = controllableSubmit();
    const { notices, notify } = recordNotices();
    const actor = createActor(planRequestMachine.provide({ actors: { submit: submit.actor }, actions: { notify } }));
    actor.start();
    return { actor, submit, notices };
  }

  it('opens on choosing a plan and closes on cancel, sending nothing', () => {
    const { actor, submit } = start();
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send({ type: 'dialog.open', plan: ES6 });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().context.plan?.name).toBe('ES6');
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(submit.payloads).toEqual([]);
  });

  it.each([
    ['no plan', null, 'nova_fan', 'Kein Paket ausgewählt.'],
    ['no Discord name', ES6, ' ', 'Bitte gib deinen Discord Namen ein.'],
  ])('with %s it shows the Fehler toast and sends nothing', (_case, plan, name, message) => {
    const { actor, submit, notices } = start();
    actor.send({ type: 'dialog.open', plan });
    actor.send({ type: 'field.change', value: name });
    actor.send({ type: 'form.submit' });
    expect(notices).toEqual([{ title: 'Fehler', description: message, kind: 'error' }]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(submit.payloads).toEqual([]);
  });

  it('sends once, ignores a second submit and closing while submitting, then closes and clears the name', async () => {
    const { actor, submit, notices } = start();
    actor.send({ type: 'dialog.open', plan: ES6 });
    actor.send({ type: 'field.change', value: 'nova_fan' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(submit.payloads).toHaveLength(1);
    const payload = submit.payloads[0];
    expect(validateWebhookPayload(payload).ok).toBe(true);
    expect(payload?.embeds[0].fields.map((field) => field.value)).toEqual(['ES6', '29,99 € / Monat', 'nova_fan']);
    await submit.succeed();
    const reference = actor.getSnapshot().context.reference ?? '';
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(referenceOf(payload?.embeds[0].description ?? '')).toBe(reference);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.discordName).toBe('');
    expect(actor.getSnapshot().context.lastReference).toBe(reference);
    expect(notices).toEqual([
      {
        title: 'Bestellung erfolgreich!',
        description: `Deine Referenznummer: ${reference}. Gib sie an, wenn du uns dazu kontaktierst.`,
        kind: 'success',
      },
    ]);
  });

  it('shows the reference the relay accepted when the prepared one was taken', async () => {
    const { actor, submit, notices } = start();
    actor.send({ type: 'dialog.open', plan: ES6 });
    actor.send({ type: 'field.change', value: 'nova_fan' });
    actor.send({ type: 'form.submit' });
    await submit.succeed('CL-FRESH2');
    expect(actor.getSnapshot().context).toMatchObject({ reference: 'CL-FRESH2', lastReference: 'CL-FRESH2' });
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
    const { actor, submit, notices } = start();
    actor.send({ type: 'dialog.open', plan: ES6 });
    actor.send({ type: 'field.change', value: 'nova_fan' });
    actor.send({ type: 'form.submit' });
    await submit.fail(failure);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.discordName).toBe('nova_fan');
    expect(actor.getSnapshot().context.lastReference).toBeNull();
    expect(notices).toEqual([{ title, description, kind: 'error' }]);
  });
});

describe('managed request machine', () => {
  function start() {
    const submit = controllableSubmit();
    const { notices, notify } = recordNotices();
    const actor = createActor(managedRequestMachine.provide({ actors: { submit: submit.actor }, actions: { notify } }));
    actor.start();
    return { actor, submit, notices };
  }

  function fill(actor: ReturnType<typeof start>['actor'], game = 'Andere', otherGame = 'Enshrouded') {
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'field.change', field: 'discordName', value: 'nova_fan' });
    actor.send({ type: 'field.change', field: 'game', value: game });
    actor.send({ type: 'field.change', field: 'otherGame', value: otherGame });
    actor.send({ type: 'field.change', field: 'additionalInfo', value: '20 Spieler' });
  }

  it.each([
    ['', 'Minecraft', '', 'Bitte gib deinen Discord Namen ein.'],
    ['nova_fan', '', '', 'Bitte wähle ein Spiel aus.'],
    ['nova_fan', 'Andere', '', 'Bitte gib den Namen des anderen Spiels an.'],
  ])('a validation failure (%j, %j, %j) is no attempt: the dialog stays open', (name, game, other, message) => {
    const { actor, submit, notices } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'field.change', field: 'discordName', value: name });
    actor.send({ type: 'field.change', field: 'game', value: game });
    actor.send({ type: 'field.change', field: 'otherGame', value: other });
    actor.send({ type: 'form.submit' });
    expect(notices).toEqual([{ title: 'Fehler', description: message, kind: 'error' }]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(submit.payloads).toEqual([]);
  });

  it('sends "Andere: {name}" once and closes with the success toast and cleared fields', async () => {
    const { actor, submit, notices } = start();
    fill(actor);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(submit.payloads).toHaveLength(1);
    expect(submit.payloads[0]?.embeds[0].fields.map((field) => field.value)).toEqual([
      'nova_fan',
      'Andere: Enshrouded',
      '20 Spieler',
    ]);
    await submit.succeed();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.form).toEqual({ discordName: '', game: '', otherGame: '', additionalInfo: '' });
    expect(notices[0]).toMatchObject({ title: 'Anfrage erfolgreich!', kind: 'success' });
    expect(notices[0]?.description).toContain(actor.getSnapshot().context.reference);
    expect(actor.getSnapshot().context.lastReference).toBe(actor.getSnapshot().context.reference);
  });

  it.each([
    ['a non-OK answer', serverError, 'Anfrage konnte nicht gesendet werden.'],
    ['a network failure', offline, 'Netzwerkfehler.'],
  ])('closes after %s too, and clears its fields', async (_case, failure, title) => {
    const { actor, submit, notices } = start();
    fill(actor, 'Rust');
    actor.send({ type: 'form.submit' });
    await submit.fail(failure);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.form.discordName).toBe('');
    expect(actor.getSnapshot().context.lastReference).toBeNull();
    expect(notices).toEqual([{ title, kind: 'error' }]);
  });

  it('ignores closing while submitting, then closes after the answer', async () => {
    const { actor, submit } = start();
    fill(actor);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    await submit.succeed();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(submit.payloads).toHaveLength(1);
  });

  it('clears its fields when cancelled', () => {
    const { actor } = start();
    fill(actor);
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().context.form).toEqual({ discordName: '', game: '', otherGame: '', additionalInfo: '' });
  });
});

describe('custom request machine', () => {
  function start() {
    const submit = controllableSubmit();
    const { notices, notify } = recordNotices();
    const actor = createActor(customRequestMachine.provide({ actors: { submit: submit.actor }, actions: { notify } }));
    actor.start();
    return { actor, submit, notices };
  }

  it('starts with the slider defaults of the product rules', () => {
    expect(start().actor.getSnapshot().context.form).toEqual({
      discordName: '',
      vCores: 4,
      ramGb: 8,
      ssdGb: 100,
      additionalInfo: '',
    });
  });

  it('refuses a missing name without closing', () => {
    const { actor, notices, submit } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'form.submit' });
    expect(notices).toEqual([{ title: 'Fehler', description: 'Bitte gib deinen Discord Namen ein.', kind: 'error' }]);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(submit.payloads).toEqual([]);
  });

  it('ignores closing while submitting, then closes after the answer', async () => {
    const { actor, submit } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'field.change', field: 'discordName', value: 'nova_fan' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await submit.fail(serverError);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(submit.payloads).toHaveLength(1);
  });

  it('keeps the choice when cancelled: opening again shows the same sizes and name', () => {
    const { actor, submit } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'field.change', field: 'discordName', value: 'nova_fan' });
    actor.send({ type: 'size.change', key: 'vCores', value: 8 });
    actor.send({ type: 'size.change', key: 'ssdGb', value: 250 });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().context.form).toEqual({
      discordName: 'nova_fan',
      vCores: 8,
      ramGb: 8,
      ssdGb: 250,
      additionalInfo: '',
    });
    expect(submit.payloads).toEqual([]);
  });

  it('sends the chosen sizes once and closes on success', async () => {
    const { actor, submit, notices } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'field.change', field: 'discordName', value: 'nova_fan' });
    actor.send({ type: 'size.change', key: 'vCores', value: 16 });
    actor.send({ type: 'size.change', key: 'ramGb', value: 64 });
    actor.send({ type: 'size.change', key: 'ssdGb', value: 500 });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(submit.payloads).toHaveLength(1);
    expect(submit.payloads[0]?.embeds[0].fields.map((field) => field.value)).toEqual([
      'nova_fan',
      '16',
      '64',
      '500',
      'Keine',
    ]);
    await submit.succeed();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.lastReference).toMatch(REFERENCE_PATTERN);
    expect(notices[0]).toMatchObject({ title: 'Anfrage erfolgreich!', kind: 'success' });
  });

  it.each([
    [serverError, 'Anfrage konnte nicht gesendet werden.'],
    [offline, 'Netzwerkfehler.'],
  ])('closes after a failed attempt (%o)', async (failure, title) => {
    const { actor, submit, notices } = start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'field.change', field: 'discordName', value: 'nova_fan' });
    actor.send({ type: 'form.submit' });
    await submit.fail(failure);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(notices).toEqual([{ title, kind: 'error' }]);
  });
});

describe('support form machine', () => {
  function start() {
    const submit = controllableSubmit();
    const { notices, notify } = recordNotices();
    const actor = createActor(supportFormMachine.provide({ actors: { submit: submit.actor }, actions: { notify } }));
    actor.start();
    return { actor, submit, notices };
  }

  function fill(actor: ReturnType<typeof start>['actor']) {
    actor.send({ type: 'field.change', field: 'name', value: 'Lea' });
    actor.send({ type: 'field.change', field: 'email', value: 'lea@example.org' });
    actor.send({ type: 'field.change', field: 'subject', value: 'Server down' });
    actor.send({ type: 'field.change', field: 'message', value: 'Hilfe' });
  }

  it('refuses missing fields with the Fehlende Eingaben toast and sends nothing', () => {
    const { actor, submit, notices } = start();
    actor.send({ type: 'field.change', field: 'name', value: 'Lea' });
    actor.send({ type: 'form.submit' });
    expect(notices).toEqual([
      { title: 'Fehlende Eingaben', description: 'Bitte fülle alle erforderlichen Felder aus.', kind: 'error' },
    ]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(submit.payloads).toEqual([]);
  });

  it('submits once, clears the fields on success and remembers the reference', async () => {
    const { actor, submit, notices } = start();
    fill(actor);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(submit.payloads).toHaveLength(1);
    expect(submit.payloads[0]?.embeds[0].title).toBe('Neue Support-Anfrage: Server down');
    await submit.succeed();
    const { values, lastReference } = actor.getSnapshot().context;
    expect(values).toEqual({ name: '', email: '', subject: '', message: '' });
    expect(lastReference).toMatch(REFERENCE_PATTERN);
    expect(referenceOf(submit.payloads[0]?.embeds[0].description ?? '')).toBe(lastReference);
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
    const { actor, submit, notices } = start();
    fill(actor);
    actor.send({ type: 'form.submit' });
    await submit.fail(failure);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values.subject).toBe('Server down');
    expect(notices).toEqual([{ title, description, kind: 'error' }]);
  });

  it('treats an unexpected rejection as a network failure', async () => {
    const { actor, submit, notices } = start();
    fill(actor);
    actor.send({ type: 'form.submit' });
    await submit.fail(new Error('boom') as never);
    expect(notices[0]?.title).toBe('Netzwerkfehler');
  });
});

describe('support form machine: a collision', () => {
  it('shows the reference the relay accepted when the prepared one was taken', async () => {
    const submit = controllableSubmit();
    const { notices, notify } = recordNotices();
    const actor = createActor(supportFormMachine.provide({ actors: { submit: submit.actor }, actions: { notify } }));
    actor.start();
    for (const [field, value] of [
      ['name', 'Max'],
      ['email', 'max@example.org'],
      ['subject', 'Server down'],
      ['message', 'Hilfe'],
    ] as const) {
      actor.send({ type: 'field.change', field, value });
    }
    actor.send({ type: 'form.submit' });
    await submit.succeed('CL-FRESH2');
    expect(actor.getSnapshot().context.lastReference).toBe('CL-FRESH2');
    expect(notices[0]?.description).toContain('Deine Referenznummer: CL-FRESH2.');
  });
});
