import crypto from 'node:crypto';

/**
 * The Content-Security-Policy allows a page's inline <style> elements by their hashes instead of 'unsafe-inline'
 * (docs/adr/0011-styles-under-a-strict-csp.md): the browser hashes an element's text exactly as served, so the hashes
 * are taken from the finished pages, by the server when it starts and by the build for a static host's headers.
 */

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** The text of every <style> element of a page, as the browser reads it (a <noscript> one included). */
export function inlineStyleTexts(html: string): string[] {
  return [...html.matchAll(STYLE_ELEMENT)].map((match) => match[1] ?? '');
}

/** A CSP source expression for a style text: 'sha256-…'. */
export function styleHashSource(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * An empty <style> element: each task's new sheet of styles added in the browser is one, filled through the CSSOM,
 * which a policy does not check (docs/adr/0009-styles-added-in-new-sheets.md). Text put into it later would be
 * checked again, and refused.
 */
export const EMPTY_STYLE_SOURCE = styleHashSource('');

/** The hash sources that allow every inline style of these pages, sorted and each once (the policy adds the empty sheet's). */
export function styleHashSources(pages: Iterable<string>): string[] {
  const sources = new Set<string>();
  for (const html of pages) for (const text of inlineStyleTexts(html)) sources.add(styleHashSource(text));
  return [...sources].sort();
}
