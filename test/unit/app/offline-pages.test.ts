import { fillOfflinePage, markKeptCopy, pageKeyOf, pageLabelOf, readablePages } from '@/app/offline/offline-pages';
import {
  KEPT_COPY_ATTRIBUTE,
  OFFLINE_PAGES_LIST_ID,
  OFFLINE_RETRY_LINK_ID,
  offlineContent,
} from '@/content/offline.content';

/** Which pages the service worker keeps for reading offline, and the offline page it answers for the others. */

describe('pageKeyOf: the key a page is kept under', () => {
  it.each([
    ['https://nova.example/', '/'],
    ['https://nova.example/cloudium', '/cloudium'],
    ['https://nova.example/cloudium/', '/cloudium'],
    ['https://nova.example/cloudium?utm_source=discord#pakete', '/cloudium'],
    ['https://nova.example/community?tab=team', '/community?tab=team'],
    ['https://nova.example/community?tab=uebersicht', '/community'],
    ['https://nova.example/community?tab=unbekannt', '/community'],
    ['https://nova.example/cloudium?tab=team', '/cloudium'],
    ['https://nova.example/gibt-es-nicht', undefined],
    ['https://nova.example/assets/main.0123456789.js', undefined],
    ['https://nova.example/api/webhook', undefined],
  ])('%s → %s', (address, key) => {
    expect(pageKeyOf(new URL(address))).toBe(key);
  });
});

describe('the list of readable pages', () => {
  it.each([
    ['/', 'Startseite'],
    ['/agb', 'AGB'],
    ['/news', 'Team News'],
    ['/community', 'Community'],
    ['/community?tab=team', 'Community – Team'],
  ])('names %s “%s”', (key, label) => {
    expect(pageLabelOf(key)).toBe(label);
  });

  it('lists each page once, in the order of the navigation, then the rest by address', () => {
    expect(
      readablePages(['/news', '/agb', '/community?tab=team', '/', '/agb', '/community']).map((page) => page.href),
    ).toEqual(['/', '/community', '/community?tab=team', '/agb', '/news']);
  });
});

describe('fillOfflinePage', () => {
  const template =
    `<main><ul class="l" id="${OFFLINE_PAGES_LIST_ID}"><li class="i"><a class="a" href="/">Startseite</a></li></ul>` +
    `<p class="t" data-offline-none hidden="">${offlineContent.noneYet}</p>` +
    `<a class="b" id="${OFFLINE_RETRY_LINK_ID}" href="/">${offlineContent.retry}</a></main>`;

  it('lists the readable pages as copies of the list’s item and points the retry at the address asked for', () => {
    const html = fillOfflinePage(template, '/community?tab=team', [
      { href: '/', label: 'Startseite' },
      { href: '/agb', label: 'AGB & <Co>' },
    ]);
    expect(html).toContain(
      `<ul class="l" id="${OFFLINE_PAGES_LIST_ID}"><li class="i"><a class="a" href="/">Startseite</a></li>` +
        '<li class="i"><a class="a" href="/agb">AGB &amp; &lt;Co&gt;</a></li></ul>',
    );
    expect(html).toContain(`id="${OFFLINE_RETRY_LINK_ID}" href="/community?tab=team"`);
    expect(html).toContain('data-offline-none hidden=""');
  });

  it('with none readable yet, says so instead of the list', () => {
    const html = fillOfflinePage(template, '/cloudium', []);
    expect(html).not.toContain(OFFLINE_PAGES_LIST_ID);
    expect(html).toContain(`<p class="t" data-offline-none>${offlineContent.noneYet}</p>`);
  });
});

describe('markKeptCopy: a kept page the worker answers with because the server did not', () => {
  it.each([
    [
      '<!doctype html><html lang="de"><head>',
      'Wed, 02 Dec 2026 09:41:00 GMT',
      `<!doctype html><html ${KEPT_COPY_ATTRIBUTE}="Wed, 02 Dec 2026 09:41:00 GMT" lang="de"><head>`,
    ],
    ['<HTML lang="de">', '', `<html ${KEPT_COPY_ATTRIBUTE}="" lang="de">`],
    ['<html lang="de">', '"><script>', `<html ${KEPT_COPY_ATTRIBUTE}="&quot;&gt;&lt;script&gt;" lang="de">`],
  ])('%s', (html, keptAt, marked) => {
    expect(markKeptCopy(html, keptAt)).toBe(marked);
  });
});
