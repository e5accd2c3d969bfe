import { styleHashSources } from './inline-style-hashes';
import { pagePolicy } from './security';

/**
 * Each page carries its own Content-Security-Policy in a <meta> element (docs/adr/0012-the-policy-travels-with-its-page.md):
 * the hashes of its own inline styles travel with the page, so no host can serve a page with another build's policy.
 * The header adds what a <meta> policy cannot say (frame-ancestors, reporting).
 */

/** The page's character set declaration, which stays first in <head> (the browser reads it in the first 1,024 bytes). */
const CHARSET_META = /<meta charset="?utf-8"?\s*\/?>/i;
const PAGE_POLICY_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/;

/**
 * The page with its policy in a <meta> element right after its character set, before any style or script: a policy
 * in a page applies only to what follows it. The policy lists the hashes of the page's own inline styles.
 */
export function withPagePolicy(html: string, publicWebhookUrl?: string): string {
  const charset = CHARSET_META.exec(html);
  if (!charset) throw new Error('Seite ohne <meta charset="utf-8">: die Richtlinie der Seite hat keinen Platz davor.');
  if (PAGE_POLICY_META.test(html)) throw new Error('Die Seite trägt schon eine Content-Security-Policy.');
  const policy = pagePolicy({ publicWebhookUrl, styleHashes: styleHashSources([html]) });
  const end = charset.index + charset[0].length;
  return `${html.slice(0, end)}<meta http-equiv="Content-Security-Policy" content="${policy}">${html.slice(end)}`;
}

/** The policy a page carries, if any. */
export function pagePolicyOf(html: string): string | undefined {
  return PAGE_POLICY_META.exec(html)?.[1];
}
