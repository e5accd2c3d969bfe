import * as z from 'zod/mini';
import { invalid, valid, type Validation } from './request-validation';

/*
 * The visitor inputs are zod schemas (zod/mini: the same checks as zod at a fifth of the bytes in the browser),
 * shared by the forms and the relay. Each German message of the product rules is the `error` of its check, and the
 * checks are ordered as the rules name them, so the first message is the one the visitor sees.
 */

/** The parsed value, or the first German message of a failed parse. */
export function validationOf<T>(schema: z.ZodMiniType<T>, input: unknown): Validation<T> {
  const result = schema.safeParse(input);
  return result.success ? valid(result.data) : invalid(result.error.issues[0]?.message ?? '');
}

/** A text that must not be blank (whitespace alone counts as empty); it is sent trimmed. */
export function requiredText(message: string) {
  return z.string().check(z.trim(), z.minLength(1, { error: message }));
}

/** A free text that may be empty; it is sent trimmed. */
export function optionalText() {
  return z.string().check(z.trim());
}
