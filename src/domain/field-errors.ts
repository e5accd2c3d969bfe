/**
 * Validation that answers per field: a German message under each field that fails (the mail forms). Its sibling
 * message-validation.ts answers with one message for the whole request (the Cloudium dialogs' toast); schema-checks.ts
 * builds both from the zod schemas.
 */

/** Field name → German message; a field without an entry is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function hasErrors<Field extends string>(errors: FieldErrors<Field>): boolean {
  return Object.values(errors).some((message) => typeof message === 'string' && message !== '');
}

/** Length a visitor would count: user-perceived code points of the trimmed text ("ä" and "😀" are one each). */
export function characterCount(text: string): number {
  return Array.from(text.trim()).length;
}

/** The error map of a form's values, as the validators return it. */
export type FormErrors<V> = FieldErrors<keyof V & string>;
