import { partnershipRules, type PartnershipValues } from '@/features/mail-forms/domain/partnership.schema';
import { createMailFormMachine } from './mail-form.machine';

/** The partnership request's form (/partnerschaft): the mail form pattern with the partnership's fields and rules. */
export const partnershipFormMachine = createMailFormMachine<PartnershipValues>({
  id: 'partnershipForm',
  ...partnershipRules,
});
