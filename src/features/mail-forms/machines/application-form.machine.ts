import { applicationRules, type ApplicationValues } from '@/features/mail-forms/domain/application.schema';
import { createMailFormMachine } from './mail-form.machine';

/** The team application's form (/bewerbung): the mail form pattern with the application's fields and rules. */
export const applicationFormMachine = createMailFormMachine<ApplicationValues>({
  id: 'applicationForm',
  ...applicationRules,
});
