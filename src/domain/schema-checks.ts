/**
 * The zod building blocks of every input schema and the two ways to read a parse: one message
 * (message-validation.ts) or a message per field (field-errors.ts).
 *
 * The visitor inputs are zod schemas (zod/mini: the same checks as zod at a fifth of the bytes in the browser),
 * shared by the forms and the relay. Each German message of the product rules is the `error` of its check, and the
 * checks are ordered as the rules name them, so the first message is the one the visitor sees.
 *
 * Bytes: the schemas use only object, string, number, boolean, custom, `trim` and `refine`. Each further zod
 * building block (minLength, regex, enum, pipe) adds 140–320 B gzip to every form screen, and the form screens may
 * grow by at most 6 KB for zod (docs/adr/0006-schemas-with-zod-mini.md).
 */
import * as z from 'zod/mini';
import { characterCount, type FieldErrors } from './field-errors';
import { invalid, valid, type Validation } from './message-validation';

/** The parsed value, or the first German message of a failed parse (the Cloudium forms show one message). */
export function validationOf<T>(schema: z.ZodMiniType<T>, input: unknown): Validation<T> {
  const result = schema.safeParse(input);
  return result.success ? valid(result.data) : invalid(result.error.issues[0]?.message ?? '');
}

/**
 * Every field's first German message (the mail forms show all of them at once); an empty object means valid.
 * An issue belongs to the top-level field its path starts with.
 */
export function fieldErrorsOf<Field extends string>(schema: z.ZodMiniType, input: unknown): FieldErrors<Field> {
  const result = schema.safeParse(input);
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A text that must not be blank (whitespace alone counts as empty); it is sent trimmed. */
export function requiredText(message: string) {
  return z.string().check(
    z.trim(),
    z.refine((text) => text !== '', { error: message }),
  );
}

/** A free text that may be empty; it is sent trimmed. */
export function optionalText() {
  return z.string().check(z.trim());
}

/** A text of at least `min` (and at most `max`) characters as a visitor counts them, trimmed (field-errors.ts). */
export function countedText(message: string, min: number, max = Number.POSITIVE_INFINITY) {
  return z.string().check(
    z.trim(),
    z.refine((text) => characterCount(text) >= min && characterCount(text) <= max, { error: message }),
  );
}

/** A checkbox that must be ticked. */
export function ticked(message: string) {
  return z.boolean().check(z.refine((value) => value, { error: message }));
}
