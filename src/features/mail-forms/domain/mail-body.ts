/** The text of the mail both mail forms hand to the visitor's mail program. */

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
