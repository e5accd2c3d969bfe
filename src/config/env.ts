/**
 * Build-time settings. webpack's DefinePlugin replaces `process.env.PUBLIC_WEBHOOK_URL` in the browser bundle;
 * on the server it is read from the environment. The default is the same-origin relay.
 */
export const DEFAULT_PUBLIC_WEBHOOK_URL = '/api/webhook';

export function publicWebhookUrl(): string {
  const configured = process.env.PUBLIC_WEBHOOK_URL;
  return configured && configured.trim() !== '' ? configured.trim() : DEFAULT_PUBLIC_WEBHOOK_URL;
}
