import type { Embed, WebhookPayload } from './webhook-payload.schema';

/**
 * The chat platform's limits for one message (Discord's embed limits), what fits them, and what surely fits them
 * whatever the team's view makes of a text (team-view.ts): apart from the split itself (message-split.ts), so a page
 * counts a short request's messages without loading the split.
 */

export interface PlatformLimits {
  readonly title: number;
  readonly description: number;
  readonly fields: number;
  readonly fieldName: number;
  readonly fieldValue: number;
  readonly footer: number;
  /** Sum of title, description, field names and values and footer text of one message. */
  readonly total: number;
}

/** Discord's documented embed limits. */
export const PLATFORM_LIMITS: PlatformLimits = {
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  total: 6000,
};

/** Characters the platform counts for one embed (UTF-16 units, never fewer than what the platform counts). */
export function embedSize(embed: Embed): number {
  const fields = embed.fields.reduce((sum, field) => sum + field.name.length + field.value.length, 0);
  return embed.title.length + embed.description.length + embed.footer.text.length + fields;
}

export function fitsLimits(embed: Embed, limits: PlatformLimits = PLATFORM_LIMITS): boolean {
  return (
    embed.title.length <= limits.title &&
    embed.description.length <= limits.description &&
    embed.footer.text.length <= limits.footer &&
    embed.fields.length <= limits.fields &&
    embed.fields.every((field) => field.name.length <= limits.fieldName && field.value.length <= limits.fieldValue) &&
    embedSize(embed) <= limits.total
  );
}

/**
 * Whether a request is one message whatever the team's view makes of it: under half of every limit (the view at most
 * doubles a text, one escape per character, and quotes a line with two more).
 */
export function surelyOneMessage(payload: WebhookPayload): boolean {
  const [embed] = payload.embeds;
  const half = (limit: number) => Math.floor(limit / 2) - 2;
  return (
    embed.fields.length <= PLATFORM_LIMITS.fields &&
    embed.fields.every((field) => field.value.length <= half(PLATFORM_LIMITS.fieldValue)) &&
    embed.title.length <= PLATFORM_LIMITS.title &&
    embed.description.length <= PLATFORM_LIMITS.description &&
    embedSize(embed) <= half(PLATFORM_LIMITS.total)
  );
}
