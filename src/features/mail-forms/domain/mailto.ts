/**
 * Builds `mailto:` links per RFC 6068: UTF-8 percent-encoding of every header value, line breaks as %0D%0A and
 * never '+' for a space (mail clients would show a literal '+'). Links longer than MAILTO_MAX_LENGTH are
 * unreliable (browsers and mail clients cut or drop them), so docs/adr/0005-mail-hand-off.md applies: the body is shortened at a
 * line break and a marker says so, while the caller keeps the full text to show the visitor.
 */

export const MAILTO_MAX_LENGTH = 2000;

export interface MailDraft {
  readonly to: string;
  readonly subject: string;
  /** Full text, lines separated by "\n" or "\r\n". */
  readonly body: string;
}

export interface MailLink extends MailDraft {
  /** The link to open; at most MAILTO_MAX_LENGTH characters. */
  readonly href: string;
  /** True when the link carries a shortened body (or subject) plus the marker. */
  readonly shortened: boolean;
}

export interface MailLinkOptions {
  /** Text appended after a shortened body. */
  readonly marker: string;
  readonly maxLength?: number;
}

const CRLF = '\r\n';
const ENCODED_CRLF = '%0D%0A';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Every kind of line break becomes CRLF, the form RFC 6068 prescribes for bodies. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n|\r|\n/g, CRLF);
}

/**
 * Percent-encodes one header value. encodeURIComponent already encodes space as %20 and '&', '=', '#', '+',
 * '?', '%' as UTF-8 octets; lone surrogates (which it would reject) become U+FFFD first.
 */
export function encodeMailtoValue(text: string): string {
  return encodeURIComponent(normalizeLineBreaks(text).replace(LONE_SURROGATE, '\uFFFD'));
}

/** The address part: '@' stays literal, everything else of the local part and domain is encoded. */
function encodeAddress(address: string): string {
  return address
    .split('@')
    .map((part) => encodeURIComponent(part))
    .join('@');
}

/** Longest prefix (whole code points) whose encoding fits the budget. */
function cutToBudget(text: string, budget: number): string {
  let used = 0;
  let kept = '';
  for (const character of text) {
    const size = encodeMailtoValue(character).length;
    if (used + size > budget) break;
    used += size;
    kept += character;
  }
  return kept;
}

/** Whole lines from the start whose encoding fits; falls back to a character cut when not even one line fits. */
function cutAtLineBreak(text: string, budget: number): string {
  const lines = normalizeLineBreaks(text).split(CRLF);
  let used = 0;
  let count = 0;
  for (const line of lines) {
    const size = encodeMailtoValue(line).length + (count > 0 ? ENCODED_CRLF.length : 0);
    if (used + size > budget) break;
    used += size;
    count += 1;
  }
  if (count === 0) return cutToBudget(lines[0] ?? '', budget).trimEnd();
  return lines.slice(0, count).join(CRLF).trimEnd();
}

export function buildMailLink(draft: MailDraft, options: MailLinkOptions): MailLink {
  const maxLength = options.maxLength ?? MAILTO_MAX_LENGTH;
  const head = `mailto:${encodeAddress(draft.to)}?subject=`;
  const subject = encodeMailtoValue(draft.subject);
  const full = `${head}${subject}&body=${encodeMailtoValue(draft.body)}`;
  if (full.length <= maxLength) return { ...draft, href: full, shortened: false };

  const separatedMarker = encodeMailtoValue(`${CRLF}${CRLF}${options.marker}`);
  const fixed = head.length + '&body='.length + separatedMarker.length;
  // A subject that alone breaks the limit (an endless server name) is cut too; the dialog still shows it whole.
  const fittedSubject =
    fixed + subject.length <= maxLength ? subject : encodeMailtoValue(cutToBudget(draft.subject, maxLength - fixed));
  const kept = cutAtLineBreak(draft.body, maxLength - fixed - fittedSubject.length);
  const body = kept === '' ? encodeMailtoValue(options.marker) : `${encodeMailtoValue(kept)}${separatedMarker}`;
  return { ...draft, href: `${head}${fittedSubject}&body=${body}`, shortened: true };
}
