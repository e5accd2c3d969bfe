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

/** The error map of a form's values, as the validators return it. */
export type FormErrors<V> = FieldErrors<keyof V & string>;

/** A field's German label with the value the mail carries for it. */
export type LabelledValue = readonly [label: string, value: string];

/**
 * The body both mail forms send: one 'Label: value' line per short fact, then each long text under its own label
 * after a blank line, so the support team reads the facts first.
 */
export function labelledMailBody(facts: readonly LabelledValue[], texts: readonly LabelledValue[]): string {
  const factLines = facts.map(([label, value]) => `${label}: ${value}`);
  const textLines = texts.flatMap(([label, value]) => ['', `${label}:`, value]);
  return [...factLines, ...textLines].join('\n');
}
