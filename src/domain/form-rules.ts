/** Small helpers both mail forms' validators share. */

/** Field name → German message; a field without an entry is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function hasErrors<Field extends string>(errors: FieldErrors<Field>): boolean {
  return Object.values(errors).some((message) => typeof message === 'string' && message !== '');
}

/** Length a visitor would count: user-perceived code points of the trimmed text ("ä" and "😀" are one each). */
export function characterCount(text: string): number {
  return Array.from(text.trim()).length;
}
