/**
 * Validation that answers with one message: the cleaned request, or the first German message to show (the Cloudium
 * dialogs show it in a toast). Its sibling field-errors.ts answers per field (the mail forms).
 */

/** Outcome of the Cloudium validators: the cleaned request, or the first German message to show. */
export type Validation<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

export function valid<T>(value: T): Validation<T> {
  return { ok: true, value };
}

export function invalid<T>(message: string): Validation<T> {
  return { ok: false, message };
}

/** Whitespace alone counts as empty. */
export function isBlank(text: string | undefined | null): boolean {
  return text === undefined || text === null || text.trim() === '';
}
