/**
 * The security headers for a static host, written by the build beside the pages (docs/operations.md, "On a static
 * host"): the same table the Node server sends (src/server/site/security.ts), but each page carries its own policy
 * (src/server/site/page-policy.ts), so the header's Content-Security-Policy holds only what a page cannot say, and no
 * report endpoint, which only the relay has. The table is the same for every build with the same settings: a host
 * can never pair one build's pages with another build's policy. Two forms: `dist/public/_headers` (Netlify,
 * Cloudflare Pages) and `dist/static-host/security-headers.caddy` for Caddy's file server (deploy/static.Caddyfile
 * imports it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { publicWebhookUrl } from '../src/config/env';
import { securityHeaders, type HeaderTable } from '../src/server/site/security';

/** Header names as written in the files (HTTP header names are case-insensitive). */
const displayName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);

/**
 * What the hosts that read `_headers` take, as they document it. Cloudflare Pages ignores a line over 2,000
 * characters (and so loses that header) and takes at most 100 rules, and deploys anyway; Netlify documents no limit.
 * The stricter ones hold for the one file both read.
 */
export const HEADERS_FILE_LIMITS = { lineLength: 2_000, rules: 100 } as const;

/** Why `_headers` text would not be taken as written; none when every host takes it. */
export function headersFileProblems(text: string): string[] {
  const lines = text.split('\n');
  const problems = lines.flatMap((line, index) =>
    line.length > HEADERS_FILE_LIMITS.lineLength
      ? [`Zeile ${index + 1} hat ${line.length} Zeichen (höchstens ${HEADERS_FILE_LIMITS.lineLength}).`]
      : [],
  );
  // A rule is a path at the start of a line; its headers are indented below it.
  const rules = lines.filter((line) => /^\S/.test(line) && !line.startsWith('#')).length;
  if (rules > HEADERS_FILE_LIMITS.rules) problems.push(`${rules} Regeln (höchstens ${HEADERS_FILE_LIMITS.rules}).`);
  return problems;
}

/**
 * Netlify's and Cloudflare Pages' format: a path, then its headers indented below it. Refuses to write what a host
 * would ignore: the build stops instead of shipping a site without its policy.
 */
export function headersFile(table: HeaderTable): string {
  const text = [
    '/*',
    ...Object.entries(table).map(([name, value]) => `  ${displayName(name)}: ${value}`),
    // The service worker is asked for again at every check, so a new release's worker is found at once.
    '/sw.js',
    '  Cache-Control: no-cache',
    '',
  ].join('\n');
  const problems = headersFileProblems(text);
  if (problems.length > 0) {
    throw new Error(`_headers würde von Cloudflare Pages teilweise ignoriert: ${problems.join(' ')}`);
  }
  return text;
}

/** A Caddy `header` block; the values hold no double quote. */
export function caddyHeaderSnippet(table: HeaderTable): string {
  const lines = Object.entries(table).map(([name, value]) => `\t${displayName(name)} "${value}"`);
  return [
    '# Written by the build (scripts/static-host-headers.ts); imported by deploy/static.Caddyfile.',
    'header {',
    ...lines,
    '}',
    '',
  ].join('\n');
}

/** The security headers a static host sends with every file; the pages carry their own policy. */
export function staticHostHeaders(): HeaderTable {
  return securityHeaders({ publicWebhookUrl: publicWebhookUrl(), policyInPages: true });
}

export function writeStaticHostHeaders(publicDir: string): void {
  const table = staticHostHeaders();
  fs.writeFileSync(path.join(publicDir, '_headers'), headersFile(table));
  const snippetDir = path.join(path.dirname(publicDir), 'static-host');
  fs.mkdirSync(snippetDir, { recursive: true });
  fs.writeFileSync(path.join(snippetDir, 'security-headers.caddy'), caddyHeaderSnippet(table));
}
