import {
  BODY_MARKER,
  HEAD_MARKER,
  RENDERED_PATH_ATTRIBUTE,
  absoluteUrl,
  escapeHtml,
  fillShell,
  fontPreloadTag,
  headTags,
  loadScriptsAfterPaint,
  robotsTxt,
  sitemapXml,
  withoutScripts,
} from '@/app/document';
import { site } from '@/config/site';
import { pageMeta, type PageMeta } from '@/content/page-meta.content';

const ORIGIN = 'https://nova.example';

/** All tags of one kind with their attributes, parsed by the browser's parser (jsdom). */
function parseHead(head: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html');
}

const metaContent = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(`meta[${selector}]`)].map((tag) => tag.getAttribute('content'));

describe('escapeHtml', () => {
  it.each([
    { text: 'plain text', escaped: 'plain text' },
    { text: 'Streams & Hosting', escaped: 'Streams &amp; Hosting' },
    { text: '<script>alert(1)</script>', escaped: '&lt;script&gt;alert(1)&lt;/script&gt;' },
    { text: '"Zitat"', escaped: '&quot;Zitat&quot;' },
    { text: "Nova's Fortnite", escaped: 'Nova&#39;s Fortnite' },
    { text: '&amp;', escaped: '&amp;amp;' },
    { text: 'Übersicht – 3,49 €', escaped: 'Übersicht – 3,49 €' },
    { text: '', escaped: '' },
  ])('$text → $escaped', ({ text, escaped }) => {
    expect(escapeHtml(text)).toBe(escaped);
  });
});

describe('absoluteUrl', () => {
  it.each([
    { origin: 'https://nova.example', path: '/cloudium', url: 'https://nova.example/cloudium' },
    { origin: 'https://nova.example/', path: '/cloudium', url: 'https://nova.example/cloudium' },
    { origin: 'https://nova.example//', path: '/', url: 'https://nova.example/' },
    { origin: 'https://nova.example', path: 'og-image.png', url: 'https://nova.example/og-image.png' },
    { origin: 'http://127.0.0.1:3000', path: '/community?tab=team', url: 'http://127.0.0.1:3000/community?tab=team' },
  ])('$origin + $path → $url', ({ origin, path, url }) => {
    expect(absoluteUrl(origin, path)).toBe(url);
  });
});

describe('headTags', () => {
  const hostile: PageMeta = {
    title: 'Streams & "Hosting" <b>jetzt</b>',
    description: "Nova's <script>alert('x')</script> & mehr",
  };

  it.each([
    ['the home page', pageMeta.home],
    ["a title with an apostrophe (Nova's Fortnite)", pageMeta.fortnite],
    ['markup and quotes', hostile],
  ])('writes title and description of %s escaped, and they read back unchanged', (_name, meta) => {
    const head = headTags({ meta, canonicalPath: '/cloudium', origin: ORIGIN });
    expect(head).toContain(`<title>${escapeHtml(meta.title)}</title>`);
    expect(head).toContain(`<meta name="description" content="${escapeHtml(meta.description)}">`);
    expect(head).not.toContain('<script');
    expect(head).not.toContain('<b>');
    const doc = parseHead(head);
    expect(doc.title).toBe(meta.title);
    expect(metaContent(doc, 'name=description')).toEqual([meta.description]);
    expect(metaContent(doc, 'property="og:title"')).toEqual([meta.title]);
    expect(metaContent(doc, 'property="og:description"')).toEqual([meta.description]);
    expect(metaContent(doc, 'name="twitter:title"')).toEqual([meta.title]);
    expect(metaContent(doc, 'name="twitter:description"')).toEqual([meta.description]);
  });

  it.each([
    ['/cloudium', [`${ORIGIN}/cloudium`]],
    ['/', [`${ORIGIN}/`]],
    ['/community', [`${ORIGIN}/community`]],
    [undefined, []],
  ])('canonical path %s gives canonical link and og:url %j', (canonicalPath, urls) => {
    const doc = parseHead(headTags({ meta: pageMeta.cloudium, canonicalPath, origin: `${ORIGIN}/` }));
    expect([...doc.querySelectorAll('link[rel=canonical]')].map((link) => link.getAttribute('href'))).toEqual(urls);
    expect(metaContent(doc, 'property="og:url"')).toEqual(urls);
  });

  it.each([
    [true, ['noindex']],
    [false, []],
    [undefined, []],
  ])('noIndex %s → robots meta %j', (noIndex, robots) => {
    const doc = parseHead(headTags({ meta: pageMeta.notFound, origin: ORIGIN, noIndex }));
    expect(metaContent(doc, 'name=robots')).toEqual(robots);
  });

  it.each([
    ['property', 'og:image', `${ORIGIN}/og-image.png`],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:alt', site.siteName],
    ['property', 'og:locale', 'de_DE'],
    ['property', 'og:site_name', site.siteName],
    ['property', 'og:type', 'website'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:image', `${ORIGIN}/og-image.png`],
  ])('the sharing tag with %s %s says %s (Open Graph, Twitter card)', (attribute, key, content) => {
    const doc = parseHead(headTags({ meta: pageMeta.home, canonicalPath: '/', origin: ORIGIN }));
    expect(metaContent(doc, `${attribute}="${key}"`)).toEqual([content]);
  });
});

describe('fontPreloadTag: a CORS preload, so the browser reuses it for the @font-face request', () => {
  it.each([
    [
      '/assets/inter-latin-wght-normal.4f2981d828.woff2',
      '<link rel="preload" href="/assets/inter-latin-wght-normal.4f2981d828.woff2" as="font" type="font/woff2" crossorigin>',
    ],
    [
      '/assets/a"b&c.woff2',
      '<link rel="preload" href="/assets/a&quot;b&amp;c.woff2" as="font" type="font/woff2" crossorigin>',
    ],
  ])('%s → %s', (url, tag) => {
    expect(fontPreloadTag(url)).toBe(tag);
  });
});

describe('fillShell', () => {
  const SHELL =
    `<!doctype html><html lang="de"><head><meta charset="utf-8">${HEAD_MARKER}` +
    '<link rel="icon" href="/favicon.svg"><script defer="defer" src="/assets/runtime.1.js"></script>' +
    `<script defer="defer" src="/assets/main.2.js"></script></head><body><div id="root">${BODY_MARKER}</div></body></html>`;
  const parts = {
    head: '<title>Cloudium</title>',
    body: '<h1>Cloudium</h1>',
    scripts: ['/assets/page-cloudium.3.js', '/assets/59.4.js'],
    renderedPath: '/cloudium',
  };

  it.each([
    ['no markers', '<html><head></head><body><div id="root"></div></body></html>'],
    ['no head marker', `<html><head></head><body><div id="root">${BODY_MARKER}</div></body></html>`],
    ['no body marker', `<html><head>${HEAD_MARKER}</head><body><div id="root"></div></body></html>`],
  ])('throws for a shell with %s', (_name, shell) => {
    expect(() => fillShell(shell, parts)).toThrow(/Markierungen für Kopf und Inhalt/);
  });

  it('puts the head tags at the head marker, the markup into #root (leaving no marker) and the screen chunks, deferred and in order, before the first script of the shell', () => {
    const html = fillShell(SHELL, parts);
    expect(html).not.toContain(HEAD_MARKER);
    expect(html).not.toContain(BODY_MARKER);
    expect(html).toContain('<meta charset="utf-8"><title>Cloudium</title><link rel="icon"');
    expect(html).toContain(`<div id="root" ${RENDERED_PATH_ATTRIBUTE}="/cloudium"><h1>Cloudium</h1></div>`);
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((match) => [match[1], match[0]]);
    expect(scripts.map(([src]) => src)).toEqual([
      '/assets/page-cloudium.3.js',
      '/assets/59.4.js',
      '/assets/runtime.1.js',
      '/assets/main.2.js',
    ]);
    for (const [, tag] of scripts) expect(tag).toMatch(/\bdefer\b/);
  });

  it('leaves the scripts alone when the screen needs no chunk', () => {
    const html = fillShell(SHELL, { ...parts, scripts: [] });
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html.indexOf('runtime.1.js')).toBeLessThan(html.indexOf('main.2.js'));
  });

  it.each([
    ['/cloudium', '/cloudium'],
    ['/community?tab=team', '/community?tab=team'],
    ['/404', '/404'],
    ['/"><script>x</script>', '/&quot;&gt;&lt;script&gt;x&lt;/script&gt;'],
  ])('sets data-rendered-path for %s (escaped)', (renderedPath, attribute) => {
    const html = fillShell(SHELL, { ...parts, renderedPath });
    expect(html).toContain(`<div id="root" ${RENDERED_PATH_ATTRIBUTE}="${attribute}">`);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.getElementById('root')?.getAttribute(RENDERED_PATH_ATTRIBUTE)).toBe(renderedPath);
  });

  it.each(['$&', "$'", '$`', '$1', '$$'])(
    'copies %s in the markup and head literally (no replacement pattern)',
    (token) => {
      const html = fillShell(SHELL, {
        ...parts,
        head: `<title>Preis ${token}</title>`,
        body: `<p>Nur ${token} 3,49 €</p>`,
      });
      expect(html).toContain(`<title>Preis ${token}</title>`);
      expect(html).toContain(`<p>Nur ${token} 3,49 €</p></div>`);
      expect(html).not.toContain(BODY_MARKER);
      expect(html).not.toContain(HEAD_MARKER);
    },
  );
});

describe('loadScriptsAfterPaint', () => {
  const LOADER = '/assets/boot.0123456789.js';

  it('replaces every script tag by one loader that lists them in document order', () => {
    const html =
      '<head><script defer src="/assets/page-home.1.js"></script><script defer="defer" src="/assets/runtime.2.js"></script>' +
      '<script defer="defer" src="/assets/main.3.js"></script></head><body><p>x</p></body>';
    const out = loadScriptsAfterPaint(html, LOADER);
    expect([...out.matchAll(/<script\b/g)]).toHaveLength(1);
    expect(out).toContain(
      `<script async src="${LOADER}" data-load="/assets/page-home.1.js /assets/runtime.2.js /assets/main.3.js"></script>`,
    );
    expect(out.indexOf('boot.')).toBeLessThan(out.indexOf('<body>'));
    expect(out).toContain('<body><p>x</p></body>');
  });

  it('leaves a page without scripts as it is', () => {
    expect(loadScriptsAfterPaint('<p>nur Text</p>', LOADER)).toBe('<p>nur Text</p>');
  });
});

describe('withoutScripts (a page that is never hydrated: the offline page)', () => {
  it('drops every script and lets the styles for visitors without JavaScript apply, their text unchanged', () => {
    const html =
      '<head><script async src="/assets/boot.1.js" data-load="/assets/main.2.js"></script>' +
      '<noscript><style>[role=tablist]{display:none}</style></noscript></head>' +
      '<body><noscript><div role="note">Braucht JavaScript.</div></noscript><p>x</p></body>';
    expect(withoutScripts(html)).toBe(
      '<head><style>[role=tablist]{display:none}</style></head>' +
        '<body><noscript><div role="note">Braucht JavaScript.</div></noscript><p>x</p></body>',
    );
  });
});

describe('sitemapXml', () => {
  it.each([
    [[], ''],
    [['/'], `<url><loc>${ORIGIN}/</loc></url>`],
    [
      ['/', '/cloudium', '/agb'],
      `<url><loc>${ORIGIN}/</loc></url><url><loc>${ORIGIN}/cloudium</loc></url><url><loc>${ORIGIN}/agb</loc></url>`,
    ],
    [['/suche?a=1&b=2'], `<url><loc>${ORIGIN}/suche?a=1&amp;b=2</loc></url>`],
  ])('lists %j as absolute addresses', (paths, urls) => {
    expect(sitemapXml(`${ORIGIN}/`, paths)).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`,
    );
  });

  it('is well-formed XML', () => {
    const doc = new DOMParser().parseFromString(sitemapXml(ORIGIN, ['/', '/a?b=1&c=2']), 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect([...doc.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/a?b=1&c=2`,
    ]);
  });
});

describe('robotsTxt', () => {
  it.each([
    ['https://nova.example', 'https://nova.example/sitemap.xml'],
    ['https://nova.example/', 'https://nova.example/sitemap.xml'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000/sitemap.xml'],
  ])('for %s allows everything and names %s', (origin, sitemap) => {
    expect(robotsTxt(origin)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`);
  });
});
