/**
 * The security headers for a static host, written by the build beside the pages (docs/operations.md, "On a static
 * host"): the same table the Node server sends (src/server/security.ts), with the hashes of the pages' inline styles
 * and without the report endpoint, which only the relay has. Two forms: `public/_headers` (Netlify, Cloudflare Pages)
 * and `static-host/security-headers.caddy` for Caddy's file server (deploy/static.Caddyfile imports it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { publicWebhookUrl } from '../src/config/env';
import { styleHashSources } from '../src/server/inline-style-hashes';
import { securityHeaders, type HeaderTable } from '../src/server/security';

/** Header names as written in the files (HTTP header names are case-insensitive). */
const displayName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`);

/** Netlify's and Cloudflare Pages' format: a path, then its headers indented below it. */
export function headersFile(table: HeaderTable): string {
  return ['/*', ...Object.entries(table).map(([name, value]) => `  ${displayName(name)}: ${value}`), ''].join('\n');
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

/** The security headers a static host sends with every file of this build, from its finished pages. */
export function staticHostHeaders(pages: readonly string[]): HeaderTable {
  return securityHeaders({ publicWebhookUrl: publicWebhookUrl(), styleHashes: styleHashSources(pages) });
}

export function writeStaticHostHeaders(publicDir: string, pages: readonly string[]): void {
  const table = staticHostHeaders(pages);
  fs.writeFileSync(path.join(publicDir, '_headers'), headersFile(table));
  const snippetDir = path.join(path.dirname(publicDir), 'static-host');
  fs.mkdirSync(snippetDir, { recursive: true });
  fs.writeFileSync(path.join(snippetDir, 'security-headers.caddy'), caddyHeaderSnippet(table));
}
