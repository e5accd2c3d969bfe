import {
  HEADERS_FILE_LIMITS,
  caddyHeaderSnippet,
  headersFile,
  headersFileProblems,
  staticHostHeaders,
} from '../../scripts/static-host-headers';

/**
 * The headers file a static host reads (docs/operations.md, "On a static host"): Cloudflare Pages ignores a line over
 * 2,000 characters and any rule beyond the 100th and deploys anyway, so the build refuses to write such a file.
 */

describe('_headers within the limits of the hosts that read it', () => {
  const line = (length: number) => `  X-Long: ${'x'.repeat(length - '  X-Long: '.length)}`;

  it.each([
    ['the build’s own table', headersFile(staticHostHeaders()), []],
    ['a line of exactly 2,000 characters', `/*\n${line(2_000)}\n`, []],
    ['a line of 2,001 characters', `/*\n${line(2_001)}\n`, ['Zeile 2 hat 2001 Zeichen (höchstens 2000).']],
    [
      '101 rules',
      Array.from({ length: 101 }, (_unused, index) => `/seite-${index}\n  X-Frame-Options: DENY`).join('\n'),
      ['101 Regeln (höchstens 100).'],
    ],
    [
      '100 rules and comments',
      ['# Kommentar', ...Array.from({ length: 100 }, (_unused, index) => `/seite-${index}\n  X: y`)].join('\n'),
      [],
    ],
  ])('%s', (_case, text, problems) => {
    expect(headersFileProblems(text)).toEqual(problems);
  });

  it('the build stops with a clear message instead of writing a line a host would ignore', () => {
    const tooLong = { ...staticHostHeaders(), 'content-security-policy': `default-src 'self' ${'x'.repeat(2_000)}` };
    expect(() => headersFile(tooLong)).toThrow(/_headers würde von Cloudflare Pages teilweise ignoriert: Zeile 2 hat/);
  });

  it('the table no build can outgrow: its longest line stays far below the limit', () => {
    const longest = Math.max(
      ...headersFile(staticHostHeaders())
        .split('\n')
        .map((text) => text.length),
    );
    expect(longest).toBeLessThan(HEADERS_FILE_LIMITS.lineLength / 4);
  });

  it('the service worker is asked for again at every check', () => {
    expect(headersFile(staticHostHeaders())).toMatch(/\n\/sw\.js\n {2}Cache-Control: no-cache\n/);
  });

  it('Caddy’s snippet holds the same headers', () => {
    const snippet = caddyHeaderSnippet(staticHostHeaders());
    for (const value of Object.values(staticHostHeaders())) expect(snippet).toContain(`"${value}"`);
  });
});
