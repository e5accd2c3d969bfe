import { NO_MENTIONS } from '@/features/cloudium/contract/webhook-contract';
import type { Embed, EmbedField, WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import { PLATFORM_LIMITS, fitsLimits, type PlatformLimits } from './platform-limits';

/**
 * Splits a request that exceeds the chat platform's embed limits into several messages that each respect them,
 * in order, marked "Teil k/n", with nothing cut: joining the chunks of a field gives back its exact value.
 * A request that fits goes out unchanged.
 */

/** Names of the fields that carry text moved out of the title or description, and of continued fields. */
export const TITLE_FIELD_NAME = 'Titel';
export const DESCRIPTION_FIELD_NAME = 'Beschreibung';
export const CONTINUATION_SUFFIX = ' (Fortsetzung)';
export const ELLIPSIS = '…';

export function partMarker(part: number, parts: number): string {
  return ` (Teil ${part}/${parts})`;
}

/** Room kept in every title for the widest marker, so the layout never has to be redone. */
const MARKER_RESERVE = partMarker(999, 999).length;

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Where to cut `text` so the first piece has at most `max` units: a line break, else a space, else hard. */
function cutPosition(text: string, max: number): number {
  const window = text.slice(0, max);
  const lineBreak = window.lastIndexOf('\n');
  if (lineBreak >= max / 2) return lineBreak + 1;
  const space = Math.max(window.lastIndexOf(' '), window.lastIndexOf('\t'));
  if (space >= max / 2) return space + 1;
  // Never separate the halves of a surrogate pair (emoji).
  return isHighSurrogate(text.charCodeAt(max - 1)) ? max - 1 : max;
}

/** Pieces of at most `max` units whose concatenation is exactly `text`. */
export function chunkText(text: string, max: number): string[] {
  const chunks: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const cut = cutPosition(rest, max);
    chunks.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  chunks.push(rest);
  return chunks;
}

function fieldChunks(field: EmbedField, limits: PlatformLimits): EmbedField[] {
  if (field.value.length <= limits.fieldValue) return [field];
  return chunkText(field.value, limits.fieldValue).map((value, index) => ({
    name: index === 0 ? field.name : `${field.name}${CONTINUATION_SUFFIX}`,
    value,
    inline: false,
  }));
}

function shorten(text: string, max: number): string {
  const end = isHighSurrogate(text.charCodeAt(max - 1)) ? max - 1 : max;
  return `${text.slice(0, end)}${ELLIPSIS}`;
}

/** Fields of the split layout: an overlong title and the description beyond its first line become fields too. */
function layoutUnits(embed: Embed, titleFits: boolean, limits: PlatformLimits): EmbedField[] {
  const [, ...moreLines] = embed.description.split('\n');
  const rest = moreLines.join('\n');
  const moved: EmbedField[] = [];
  if (!titleFits) moved.push({ name: TITLE_FIELD_NAME, value: embed.title, inline: false });
  if (rest.trim() !== '') moved.push({ name: DESCRIPTION_FIELD_NAME, value: rest, inline: false });
  return [...moved, ...embed.fields].flatMap((field) => fieldChunks(field, limits));
}

function pack(units: EmbedField[], fixedSize: number, limits: PlatformLimits): EmbedField[][] {
  const parts: EmbedField[][] = [];
  let current: EmbedField[] = [];
  let size = fixedSize;
  for (const unit of units) {
    const unitSize = unit.name.length + unit.value.length;
    if (current.length > 0 && (current.length === limits.fields || size + unitSize > limits.total)) {
      parts.push(current);
      current = [];
      size = fixedSize;
    }
    current.push(unit);
    size += unitSize;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

/**
 * The embeds to send for one request. Precondition (the payload schema guarantees it): the description's first
 * line is the short reference line, and field names and footer are the contract's short texts.
 * Every part repeats the reference line, colour, footer and timestamp.
 */
export function splitEmbed(embed: Embed, limits: PlatformLimits = PLATFORM_LIMITS): Embed[] {
  if (fitsLimits(embed, limits)) return [embed];
  const titleFits = embed.title.length + MARKER_RESERVE <= limits.title;
  const description = embed.description.split('\n', 1)[0] ?? '';
  const titleRoom = titleFits ? embed.title.length + MARKER_RESERVE : limits.title;
  const fixedSize = titleRoom + description.length + embed.footer.text.length;
  const parts = pack(layoutUnits(embed, titleFits, limits), fixedSize, limits);
  return parts.map((fields, index) => {
    const marker = parts.length > 1 ? partMarker(index + 1, parts.length) : '';
    const base = titleFits ? embed.title : shorten(embed.title, limits.title - marker.length - ELLIPSIS.length);
    return { ...embed, title: `${base}${marker}`, description, fields };
  });
}

/** The platform messages for one request, in order, each with mentions disabled. */
export function splitPayload(payload: WebhookPayload, limits: PlatformLimits = PLATFORM_LIMITS): WebhookPayload[] {
  return splitEmbed(payload.embeds[0], limits).map((embed) => ({ embeds: [embed], allowed_mentions: NO_MENTIONS }));
}
