import { supportMessages } from '@/features/cloudium/content/cloudium-messages.content';

/**
 * Why a webhook call failed, independent of the HTTP client: the server answered with a non-OK status
 * (docs/product.md#requests-to-the-team: only `ok` decides), or no answer arrived at all.
 */
export type WebhookFailure =
  { readonly kind: 'http'; readonly status: number; readonly body: string } | { readonly kind: 'network' };

export function isWebhookFailure(value: unknown): value is WebhookFailure {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  if (value.kind === 'network') return true;
  return value.kind === 'http' && 'status' in value && typeof value.status === 'number';
}

/** Anything that is not a recognisable HTTP answer counts as a network failure. */
export function asWebhookFailure(value: unknown): WebhookFailure {
  return isWebhookFailure(value) ? value : { kind: 'network' };
}

/** The details of a failed answer: its JSON body re-serialised when parseable, otherwise 'Keine Details'. */
export function failureDetails(body: string): string {
  if (body.trim() === '') return supportMessages.noDetails;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed === null || parsed === '') return supportMessages.noDetails;
    return typeof parsed === 'string' ? parsed : JSON.stringify(parsed);
  } catch {
    return supportMessages.noDetails;
  }
}
