import { validateManagedRequest } from '@/features/cloudium/domain/managed-request.schema';
import { buildManagedPayload } from '@/features/cloudium/domain/webhook-payload';
import { SERVICE_REQUEST_DIALOG, createRequestFormMachine } from '@/features/cloudium/machines/request-form.machine';
import { serviceRequestDialog } from '@/features/cloudium/ui/service-request-dialog';

/**
 * A service dialog the site does not have, made as a new one is made: this one file, and its entry in the list
 * (src/features/cloudium/ui/request-dialogs.ts), which a test adds with `jest.mock`. It sends managed requests.
 */
export const extraRequestDialog = serviceRequestDialog({
  name: 'extra',
  kind: 'managed',
  offer: {
    card: {
      title: 'Testdienst',
      price: 'Probe',
      text: 'Nur im Test.',
      fee: (fee) => `Gebühr: ${fee}`,
      button: 'Testen',
    },
    texts: {
      title: 'Testdienst anfragen',
      intro: 'Nur im Test.',
      additionalInfo: 'Zusätzliche Infos (optional)',
      additionalPlaceholder: '',
      priceLabel: 'Kosten',
      priceValue: (fee) => fee,
    },
    feeCents: 100,
  },
  machine: createRequestFormMachine({
    id: 'extraRequest',
    fields: { discordName: '', additionalInfo: '' },
    validate: (form) => validateManagedRequest({ ...form, game: 'Valheim', otherGame: '' }),
    compose: buildManagedPayload,
    ...SERVICE_REQUEST_DIALOG,
  }),
  fields: () => null,
});
