// The "static limit" for scripts/bench/bench-web.mjs: a copy of a built public folder whose HTML files carry no script,
// so the same server can serve each route as plain prerendered HTML. The difference to the real site is then what
// the JavaScript costs (or, with an unprerendered build, what rendering on the client costs).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// The build's HTML is minified: attributes may be unquoted (rel=modulepreload as=script), so match loosely.
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK_TAG = /<link\b[^>]*>/gi;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`]+)))?/g;

function attributesOf(tag) {
  const inner = tag.replace(/^<link\b/i, '').replace(/\/?>$/, '');
  const attributes = new Map();
  for (const [, name, doubleQuoted, singleQuoted, unquoted] of inner.matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), doubleQuoted ?? singleQuoted ?? unquoted ?? '');
  }
  return attributes;
}

/** A link that only exists to fetch script early: modulepreload, or preload/prefetch as a script. */
function isScriptHint(tag) {
  const attributes = attributesOf(tag);
  const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
  const asScript = (attributes.get('as') ?? '').toLowerCase() === 'script';
  return rel.includes('modulepreload') || ((rel.includes('preload') || rel.includes('prefetch')) && asScript);
}

/** The document without script elements and script resource hints. */
export function stripScripts(html) {
  return html.replace(SCRIPT_ELEMENT, '').replace(LINK_TAG, (tag) => (isScriptHint(tag) ? '' : tag));
}

// Same settings as the build (webpack.config.ts: brotli quality 11, gzip at the plugin's default level 9).
const ENCODERS = {
  br: (data) => zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gz: (data) => zlib.gzipSync(data, { level: 9 }),
};

/**
 * Re-encodes the precompressed siblings the build wrote for this file. Only existing siblings are rewritten,
 * so the static limit is served with exactly the compression the site gets for the same route.
 */
function rewriteSiblings(file, data) {
  for (const [extension, encode] of Object.entries(ENCODERS)) {
    const sibling = `${file}.${extension}`;
    if (fs.existsSync(sibling)) fs.writeFileSync(sibling, encode(data));
  }
}

/**
 * Copies sourcePublicDir to targetDir and strips the scripts from every *.html file in it (recursively).
 * Returns the public-relative paths of the HTML files that changed.
 */
export function prepareStaticLimit(sourcePublicDir, targetDir) {
  fs.cpSync(sourcePublicDir, targetDir, { recursive: true });
  const htmlFiles = fs
    .readdirSync(targetDir, { recursive: true })
    .filter((relative) => relative.endsWith('.html'))
    .sort();
  const changed = [];
  for (const relative of htmlFiles) {
    const file = path.join(targetDir, relative);
    const html = fs.readFileSync(file, 'utf8');
    const stripped = stripScripts(html);
    if (stripped === html) continue;
    const data = Buffer.from(stripped, 'utf8');
    fs.writeFileSync(file, data);
    rewriteSiblings(file, data);
    changed.push(relative);
  }
  return changed;
}
