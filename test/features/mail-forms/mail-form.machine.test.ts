import { createActor, fromPromise } from 'xstate';
import { MAIL_CLIENT_SUCCESS_DELAY_MS } from '@/config/timing';
import { applicationMessages } from '@/features/mail-forms/content/application.content';
import { emptyApplication, type ApplicationValues } from '@/features/mail-forms/domain/application.schema';
import { mailtoParams } from '../../support/mailto-params';
import type { PartnershipValues } from '@/features/mail-forms/domain/partnership.schema';
import { applicationFormMachine } from '@/features/mail-forms/machines/application-form.machine';
import type { MailFormValues } from '@/features/mail-forms/domain/mail-form-rules';
import type { MailFormMachine, OpenMailClientInput } from '@/features/mail-forms/machines/mail-form.machine';
import { partnershipFormMachine } from '@/features/mail-forms/machines/partnership-form.machine';
import { describePaths, fieldChanges, pendingActor } from '../../support/machine-harness';

const validApplication: ApplicationValues = {
  discordName: 'nova_fan',
  age: '16',
  motivation: 'm'.repeat(50),
  experience: 'e'.repeat(50),
  area: 'moderation',
  otherAreaDescription: '',
  availability: '',
  agreedToTerms: true,
};

const validPartnership: PartnershipValues = {
  serverName: 'Pixel & Co',
  serverLink: 'https://discord.gg/pixel',
  projectDescription: 'p'.repeat(50),
  partnershipReason: 'r'.repeat(30),
  contactPerson: 'name#1234',
  hasConfirmed: true,
};

function startApplication(opener: (href: string) => void = () => undefined) {
  const calls = {
    notifyInvalid: jest.fn(),
    notifyOpened: jest.fn(),
    notifyOpenFailed: jest.fn(),
    opened: [] as string[],
  };
  const actor = createActor(
    applicationFormMachine.provide({
      actors: {
        openMailClient: fromPromise<undefined, OpenMailClientInput>(async ({ input }) => {
          calls.opened.push(input.href);
          opener(input.href);
          return undefined;
        }),
      },
      actions: {
        notifyInvalid: calls.notifyInvalid,
        notifyOpened: calls.notifyOpened,
        notifyOpenFailed: calls.notifyOpenFailed,
      },
    }),
  ).start();
  return { actor, calls };
}

function fill(actor: ReturnType<typeof startApplication>['actor'], values: Partial<ApplicationValues>) {
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'field.change', field: field as keyof ApplicationValues, value: value as never });
  }
}

/** Lets the invoked promise settle without advancing the fake clock. */
const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('mail form machine', () => {
  it('starts editing with empty fields and no errors, and does not validate while typing before the first submit', () => {
    const { actor } = startApplication();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.values).toEqual(emptyApplication);
    expect(snapshot.context.errors).toEqual({});
    fill(actor, { discordName: 'a' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('an invalid submit shows the errors and the destructive toast, opens nothing', () => {
    const { actor, calls } = startApplication();
    fill(actor, { ...validApplication, age: '13' });
    actor.send({ type: 'form.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.errors).toEqual({ age: applicationMessages.ageTooYoung });
    expect(calls.notifyInvalid).toHaveBeenCalledTimes(1);
    expect(calls.opened).toEqual([]);
  });

  it('after errors were shown, every change re-validates', () => {
    const { actor } = startApplication();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors.discordName).toBe(applicationMessages.discordName);
    fill(actor, { discordName: 'ok' });
    expect(actor.getSnapshot().context.errors.discordName).toBeUndefined();
    fill(actor, { discordName: 'o' });
    expect(actor.getSnapshot().context.errors.discordName).toBe(applicationMessages.discordName);
  });

  it('changing the area away from "other" clears the other-area text and its error', () => {
    const { actor } = startApplication();
    fill(actor, { ...validApplication, area: 'other', otherAreaDescription: 'kurz' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      otherAreaDescription: applicationMessages.otherAreaDescription,
    });
    fill(actor, { area: 'technik' });
    const { values, errors } = actor.getSnapshot().context;
    expect(values.otherAreaDescription).toBe('');
    expect(errors.otherAreaDescription).toBeUndefined();
  });

  it('a valid submit opens the mail link, and only after 1 s toasts, shows the dialog and resets; closed, the form no longer validates on change', async () => {
    const { actor, calls } = startApplication();
    // Errors shown once: from then on every change re-validates, until the form resets.
    actor.send({ type: 'form.submit' });
    fill(actor, validApplication);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await settle();
    expect(calls.opened).toHaveLength(1);
    expect(mailtoParams(calls.opened[0] ?? '').subject).toBe('Bewerbung: nova_fan');
    expect(actor.getSnapshot().value).toBe('confirming');

    await jest.advanceTimersByTimeAsync(MAIL_CLIENT_SUCCESS_DELAY_MS - 1);
    expect(calls.notifyOpened).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('dialogOpen')).toBe(false);
    expect(actor.getSnapshot().context.values).toEqual(validApplication);

    await jest.advanceTimersByTimeAsync(1);
    const snapshot = actor.getSnapshot();
    expect(calls.notifyOpened).toHaveBeenCalledTimes(1);
    expect(snapshot.hasTag('dialogOpen')).toBe(true);
    expect(snapshot.hasTag('submitting')).toBe(false);
    expect(snapshot.context.values).toEqual(emptyApplication);
    expect(snapshot.context.mail?.subject).toBe('Bewerbung: nova_fan');

    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('editing');
    fill(actor, { discordName: 'x' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('when opening fails (or no opener is provided) it shows the error toast and keeps every field', async () => {
    const { actor, calls } = startApplication(() => {
      throw new Error('blockiert');
    });
    fill(actor, validApplication);
    actor.send({ type: 'form.submit' });
    await settle();
    await jest.advanceTimersByTimeAsync(MAIL_CLIENT_SUCCESS_DELAY_MS);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(calls.notifyOpenFailed).toHaveBeenCalledTimes(1);
    expect(calls.notifyOpened).not.toHaveBeenCalled();
    expect(snapshot.hasTag('dialogOpen')).toBe(false);
    expect(snapshot.context.values).toEqual(validApplication);
    // Without a provided opener, opening fails instead of pretending success.
    const notifyOpenFailed = jest.fn();
    const bare = createActor(applicationFormMachine.provide({ actions: { notifyOpenFailed } })).start();
    fill(bare, validApplication);
    bare.send({ type: 'form.submit' });
    await settle();
    expect(notifyOpenFailed).toHaveBeenCalledTimes(1);
    expect(bare.getSnapshot().value).toBe('editing');
  });
});

const MAIL_FORM_EDGES = [
  'editing + field.change → editing',
  // An invalid submit shows the errors and stays; a valid one hands the mail over.
  'editing + form.submit → validating → editing',
  'editing + form.submit → validating → opening',
  // While the mail goes out a second submit and a field change are ignored: no edge leaves opening or confirming on
  // them (the mail was built from the values at submit, the fields are disabled meanwhile, and the form resets once
  // the hand-off is confirmed, so a change could only be lost later).
  'opening + done.actor.openMailClient → confirming',
  'opening + error.actor.openMailClient → editing',
  'confirming + after.mailClientSuccessDelay → succeeded',
  'succeeded + dialog.close → editing',
];

function describeMailFormPaths<V extends MailFormValues<V>>(
  machine: MailFormMachine<V>,
  valid: V,
  spoiled: Partial<V>,
) {
  describePaths(
    machine.provide({ actors: { openMailClient: pendingActor<undefined, OpenMailClientInput>() } }),
    {
      settles: { openMailClient: { output: undefined, error: new Error('kein Mailprogramm') } },
      events: ({ context }) => [
        ...fieldChanges(context.values, valid, spoiled),
        { type: 'form.submit' },
        { type: 'dialog.close' },
      ],
    },
    { edges: MAIL_FORM_EDGES },
  );
}

describeMailFormPaths(applicationFormMachine, validApplication, { motivation: 'zu kurz' });
describeMailFormPaths(partnershipFormMachine, validPartnership, { serverLink: 'ftp://x' });
