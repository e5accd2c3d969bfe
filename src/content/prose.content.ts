/**
 * The shape of long German texts (legal pages, about, fan page): sections with an h2 and blocks below it.
 * Kept as plain data so the copy can be proofread in one place and the pages only render it.
 */

/** A link inside running text. `/…` is a route of the site, `http…` leaves it, `mailto:` opens the mail program. */
export interface InlineLink {
  readonly text: string;
  readonly href: string;
}

/** A technical name shown verbatim, e.g. a browser storage key. */
export interface InlineCode {
  readonly code: string;
}

/** Running text: a plain string, or text mixed with links and code. */
export type InlineText = string | readonly (string | InlineLink | InlineCode)[];

export type ProseBlock =
  | { readonly kind: 'paragraph'; readonly text: InlineText }
  | { readonly kind: 'list'; readonly items: readonly InlineText[]; readonly ordered?: boolean }
  | { readonly kind: 'subheading'; readonly text: string }
  | { readonly kind: 'address'; readonly lines: readonly InlineText[] };

export interface ProseSection {
  /** Anchor id of the section; its heading gets `${id}-titel`. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly ProseBlock[];
}

export const paragraph = (text: InlineText): ProseBlock => ({ kind: 'paragraph', text });
export const bullets = (...items: InlineText[]): ProseBlock => ({ kind: 'list', items });
export const steps = (...items: InlineText[]): ProseBlock => ({ kind: 'list', items, ordered: true });
export const subheading = (text: string): ProseBlock => ({ kind: 'subheading', text });
export const address = (...lines: InlineText[]): ProseBlock => ({ kind: 'address', lines });
export const link = (text: string, href: string): InlineLink => ({ text, href });
export const code = (name: string): InlineCode => ({ code: name });
export const mailLink = (email: string): InlineLink => ({ text: email, href: `mailto:${email}` });
