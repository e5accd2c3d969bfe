import { splitPayload } from './message-split';
import type { EmbedField, WebhookPayload } from './webhook-payload.schema';

/**
 * What the team reads of a request in its channel (docs/relay.md, "What the team reads"). The outbox keeps what the
 * visitor sent; the deliverer posts this view of it, so nothing a visitor types can pass for the site's own words:
 * - a line that starts like the reference line ("Referenz: CL-…") is shown as a quote, so only the description's
 *   first line is the reference;
 * - Discord's markup that could disguise a link, a person, a channel or a time shows as the characters typed: masked
 *   links (`[text](url)`), mention pills and timestamps (`<@…>`, `<#…>`, `<t:…>`), headings (`#`, `-#`);
 * - the time shown is the visitor's only when it lies within TIMESTAMP_TOLERANCE_MS of when the relay received the
 *   request; otherwise it is the relay's own.
 * Mentions stay disabled anyway (`allowed_mentions`). The page uses the same view to count the messages a request
 * becomes (messagesFor), so it pays for exactly as many as the relay counts.
 */

export const TIMESTAMP_TOLERANCE_MS = 10 * 60_000;

/** A line a visitor wrote that would read like the site's reference line. */
const REFERENCE_LIKE = /^(\s*(?:[>*_~`|#-]+\s*)*)(referenz\s*:)/i;
/** Heading markers at the start of a line: `#`, `##`, `###`, and the small text `-#`. */
const HEADING = /^(\s*)(-?#)/;

function neutralLine(line: string): string {
  if (REFERENCE_LIKE.test(line)) return `> ${line}`;
  return line.replace(HEADING, '$1\\$2');
}

/** A visitor's text as it is meant to read: every character shown, no markup that changes what it says. */
export function neutralText(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/\[/g, '\\[').replace(/</g, '\\<');
  return escaped.split('\n').map(neutralLine).join('\n');
}

function neutralField(field: EmbedField): EmbedField {
  return { ...field, value: neutralText(field.value) };
}

/** The visitor's time, or the relay's when the two lie further apart than the tolerance. */
export function shownTimestamp(sent: string, receivedAt: string | undefined): string {
  if (receivedAt === undefined) return sent;
  const apart = Math.abs(Date.parse(sent) - Date.parse(receivedAt));
  return Number.isFinite(apart) && apart <= TIMESTAMP_TOLERANCE_MS ? sent : receivedAt;
}

/** The request as the team reads it (see above); `receivedAt` is when the relay received it. */
export function forTheTeam(payload: WebhookPayload, receivedAt?: string): WebhookPayload {
  const [embed] = payload.embeds;
  return {
    ...payload,
    embeds: [
      {
        ...embed,
        fields: embed.fields.map(neutralField),
        timestamp: shownTimestamp(embed.timestamp, receivedAt),
      },
    ],
  };
}

/** The chat messages a request becomes, in order: the team's view, split within the platform's limits. */
export function messagesFor(payload: WebhookPayload, receivedAt?: string): WebhookPayload[] {
  return splitPayload(forTheTeam(payload, receivedAt));
}
