import type { FormErrors } from '@/domain/field-errors';
import type { MailDraft } from './mailto';

/** Plain form state: every field is text or a checkbox. */
export type MailFormValues<V> = { readonly [F in keyof V]: string | boolean };

/** What makes one mail form: its empty values, its rules and the mail it drafts (docs/product.md#validation). */
export interface MailFormRules<V extends MailFormValues<V>> {
  readonly initialValues: V;
  readonly validate: (values: V) => FormErrors<V>;
  readonly draft: (values: V) => MailDraft;
  /** Derived clean-ups after a change, e.g. clearing the other-area text. */
  readonly normalize?: (values: V) => V;
}
