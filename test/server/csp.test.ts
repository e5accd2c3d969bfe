import type { FastifyInstance } from 'fastify';
import { buildServer } from '@/server/process/app';
import {
  CSP_REPORT_BODY_LIMIT,
  CSP_REPORT_PATH,
  CSP_REPORT_RATE_PER_MINUTE,
  violationsOf,
} from '@/server/site/csp-report-route';
import {
  EMPTY_STYLE_SOURCE,
  inlineStyleTexts,
  styleHashSource,
  styleHashSources,
} from '@/server/site/inline-style-hashes';
import { pagePolicyOf, withPagePolicy } from '@/server/site/page-policy';
import {
  contentSecurityPolicy,
  contentSecurityPolicyHeader,
  pagePolicy,
  securityHeaders,
} from '@/server/site/security';
import { logInto, writeFakeBuild } from './support/relay-harness';

/**
 * The style rules of the Content-Security-Policy (docs/adr/0011-styles-under-a-strict-csp.md) and the endpoint that
 * logs what browsers report (docs/operations.md, "Policy reports").
 */

describe('inline styles by their hashes', () => {
  it.each([
    ['no style', '<p>Text</p>', []],
    ['one', '<head><style>a{color:red}</style></head>', ['a{color:red}']],
    [
      'with attributes, several',
      '<style data-prerendered-css="css-global x">@layer a;</style><style>b{}</style>',
      ['@layer a;', 'b{}'],
    ],
    [
      'in noscript (applies without scripts)',
      '<noscript><style>.n{display:none}</style></noscript>',
      ['.n{display:none}'],
    ],
    ['empty', '<style></style>', ['']],
    ['across lines', '<STYLE>\n a{}\n</STYLE>', ['\n a{}\n']],
  ])('%s', (_case, html, texts) => {
    expect(inlineStyleTexts(html)).toEqual(texts);
  });

  it('hashes as the browser does: SHA-256 of the text, base64, in a source expression', () => {
    // The empty string's SHA-256 (every CSP reference lists it).
    expect(EMPTY_STYLE_SOURCE).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    // "abc" is the standard's test vector (FIPS 180-2): ba7816bf…f20015ad.
    expect(styleHashSource('abc')).toBe(
      `'sha256-${Buffer.from('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', 'hex').toString('base64')}'`,
    );
  });

  it('lists each page style once, sorted', () => {
    const pages = ['<style>a{}</style><style>b{}</style>', '<style>a{}</style>'];
    expect(styleHashSources(pages)).toEqual([styleHashSource('a{}'), styleHashSource('b{}')].sort());
  });
});

describe('the policy', () => {
  const hashes = [styleHashSource('a{}')];

  it('allows no inline style element but the hashed ones and empty sheets; style attributes only', () => {
    const policy = contentSecurityPolicy({ styleHashes: hashes });
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['style-src-elem']).toEqual(["'self'", EMPTY_STYLE_SOURCE, ...hashes]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    const everySource = Object.values(policy).flat();
    expect(everySource.filter((source) => source === "'unsafe-inline'")).toHaveLength(1);
    expect(everySource).not.toContain("'unsafe-eval'");
    expect(policy['script-src']).toEqual(["'self'"]);
    // The site's own service worker and manifest only (docs/adr/0014-offline-with-serwist.md).
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['manifest-src']).toEqual(["'self'"]);
  });

  it('is otherwise the site’s own files, framed by no one; the headers around it harden the rest', () => {
    const policy = contentSecurityPolicy({});
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['font-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(securityHeaders({})).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'permissions-policy': expect.stringContaining('camera=(), geolocation=()'),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('names the report endpoint only where there is one (the relay), in both forms browsers read', () => {
    expect(contentSecurityPolicy({})['report-to']).toBeUndefined();
    expect(securityHeaders({})['reporting-endpoints']).toBeUndefined();
    const policy = contentSecurityPolicy({ reportPath: CSP_REPORT_PATH });
    expect(policy['report-uri']).toEqual([CSP_REPORT_PATH]);
    expect(policy['report-to']).toEqual(['csp']);
    expect(securityHeaders({ reportPath: CSP_REPORT_PATH })['reporting-endpoints']).toBe(`csp="${CSP_REPORT_PATH}"`);
  });
});

describe('the policy a page carries (docs/adr/0012-the-policy-travels-with-its-page.md)', () => {
  const page = (head: string) => `<!doctype html><html><head>${head}<title>T</title></head><body></body></html>`;
  const styled = page('<meta charset="utf-8"><style>a{}</style><noscript><style>b{}</style></noscript>');

  it('is every directive but those only a header can carry, with the page’s own styles', () => {
    const policy = pagePolicy({ styleHashes: [styleHashSource('a{}')], publicWebhookUrl: 'https://relay.example/x' });
    expect(policy).toBe(
      contentSecurityPolicyHeader({
        styleHashes: [styleHashSource('a{}')],
        publicWebhookUrl: 'https://relay.example/x',
      })
        .split(';')
        .filter((directive) => !/^(frame-ancestors|report-uri|report-to|sandbox) /.test(directive))
        .join(';'),
    );
    expect(policy).toContain("connect-src 'self' https://relay.example");
    expect(policy).not.toMatch(/frame-ancestors|report-/);
  });

  it('goes right after the character set, before any style, and lists exactly the page’s styles', () => {
    const html = withPagePolicy(styled);
    expect(html).toMatch(
      /<head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="[^"]+"><style>/,
    );
    expect(pagePolicyOf(html)).toBe(
      pagePolicy({ styleHashes: [styleHashSource('a{}'), styleHashSource('b{}')].sort() }),
    );
    // The policy itself brings no style: the finished page has the same hashes as the page it was made from.
    expect(styleHashSources([html])).toEqual(styleHashSources([styled]));
  });

  it.each([
    ['a page without a character set', page('<style>a{}</style>'), /ohne <meta charset/],
    ['a page that carries a policy already', withPagePolicy(styled), /schon eine Content-Security-Policy/],
  ])('refuses %s', (_case, html, message) => {
    expect(() => withPagePolicy(html)).toThrow(message);
  });

  it('leaves the header of a static host only what a page cannot say: who may frame it', () => {
    const headers = securityHeaders({ policyInPages: true, publicWebhookUrl: 'https://relay.example/x' });
    expect(headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
  });
});

describe('reports, in either format', () => {
  const reportTo = [
    {
      type: 'csp-violation',
      url: 'https://nova.example/cloudium?spiel=rust#pakete',
      body: {
        documentURL: 'https://nova.example/cloudium?spiel=rust#pakete',
        blockedURL: 'inline',
        effectiveDirective: 'style-src-elem',
        sourceFile: 'https://nova.example/assets/main.0123456789.js?x=1',
        lineNumber: 2,
        disposition: 'enforce',
      },
    },
    { type: 'deprecation', body: { id: 'x' } },
    {
      type: 'csp-violation',
      body: {
        documentURL: 'https://nova.example/',
        blockedURL: 'https://evil.example/leak?value=geheim',
        effectiveDirective: 'img-src',
      },
    },
  ];
  const reportUri = {
    'csp-report': {
      'document-uri': 'https://nova.example/bewerbung?x=1',
      'violated-directive': 'style-src-elem',
      'blocked-uri': 'inline',
      'line-number': 0,
    },
  };

  it.each([
    [
      'report-to (a batch; other report types left out; queries and fragments dropped)',
      reportTo,
      [
        {
          directive: 'style-src-elem',
          blocked: 'inline',
          page: '/cloudium',
          source: 'https://nova.example/assets/main.0123456789.js',
          line: 2,
          disposition: 'enforce',
        },
        { directive: 'img-src', blocked: 'https://evil.example/leak', page: '/', disposition: 'enforce' },
      ],
    ],
    [
      'report-uri (one report)',
      reportUri,
      [{ directive: 'style-src-elem', blocked: 'inline', page: '/bewerbung', disposition: 'enforce' }],
    ],
    [
      'a report about another site’s page (anyone can post one)',
      [{ type: 'csp-violation', body: { documentURL: 'https://evil.example/', blockedURL: 'inline' } }],
      [],
    ],
    [
      'a report about the same host on another port',
      { 'csp-report': { 'document-uri': 'https://nova.example:8443/', 'blocked-uri': 'inline' } },
      [],
    ],
    ['a report without a page address', { 'csp-report': { 'blocked-uri': 'inline' } }, []],
    ['nothing readable', { hello: 'world' }, []],
    ['not an object', 'inline', []],
    ['a list of something else', [1, null, 'x'], []],
  ])('%s', (_case, body, expected) => {
    expect(violationsOf(body, 'nova.example')).toEqual(expected);
  });

  it('cuts every value to 200 characters', () => {
    const [reported] = violationsOf(
      {
        'csp-report': {
          'document-uri': 'https://nova.example/',
          'effective-directive': 'x'.repeat(500),
          'blocked-uri': 'inline',
        },
      },
      'nova.example',
    );
    expect(reported?.directive).toHaveLength(200);
  });
});

describe(`POST ${CSP_REPORT_PATH}`, () => {
  let app: FastifyInstance;
  const logs: string[] = [];

  beforeAll(async () => {
    app = await buildServer({
      publicDir: writeFakeBuild(),
      siteOrigin: 'http://nova.example',
      logger: logInto(logs),
    });
  });
  afterAll(() => app.close());
  beforeEach(() => {
    logs.length = 0;
  });

  const post = (body: string, contentType: string, remoteAddress = '203.0.113.7', host = 'nova.example') =>
    app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': contentType, host },
      body,
      remoteAddress,
    });

  /** A report of a style blocked on `page`, in the format of each media type the route takes. */
  const styleReport = (contentType: string, page: string) =>
    JSON.stringify(
      contentType.startsWith('application/reports')
        ? [
            {
              type: 'csp-violation',
              body: { documentURL: page, blockedURL: 'inline', effectiveDirective: 'style-src-elem' },
            },
          ]
        : { 'csp-report': { 'document-uri': page, 'blocked-uri': 'inline', 'effective-directive': 'style-src-elem' } },
    );

  const reported = () =>
    logs
      .map((line) => JSON.parse(line) as { msg: string; csp?: unknown })
      .filter((line) => line.msg === 'CSP-Verstoß gemeldet')
      .map((line) => line.csp);

  it.each(['application/reports+json', 'application/csp-report', 'application/csp-report; charset=utf-8'])(
    'takes %s: 204, and one log line per violation, without the query',
    async (contentType) => {
      const answer = await post(styleReport(contentType, 'http://nova.example/agb?a=1'), contentType);
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe('');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(reported()).toEqual([
        { directive: 'style-src-elem', blocked: 'inline', page: '/agb', disposition: 'enforce' },
      ]);
      expect(logs.join('\n')).not.toContain('a=1');
    },
  );

  it('leaves out a report about another host even when the request names that host (both are the sender’s choice)', async () => {
    const report = styleReport('application/reports+json', 'https://evil.example/');
    const answer = await post(report, 'application/reports+json', '203.0.113.30', 'evil.example');
    expect(answer.statusCode).toBe(204);
    expect(reported()).toEqual([]);
  });

  it(`counts an IPv6 /64 as one sender: ${CSP_REPORT_RATE_PER_MINUTE} requests a minute from all its addresses`, async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= CSP_REPORT_RATE_PER_MINUTE + 1; n++) {
      statuses.push((await post('{}', 'application/csp-report', `2001:db8:c5:1::${n.toString(16)}`)).statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect((await post('{}', 'application/csp-report', '2001:db8:c5:2::1')).statusCode).toBe(204);
  });

  it.each([
    ['another media type', () => post('{}', 'application/json', '203.0.113.8'), 415],
    ['no JSON', () => post('{kaputt', 'application/csp-report', '203.0.113.9'), 204],
    [
      'over the size limit',
      () => post(JSON.stringify({ pad: 'x'.repeat(CSP_REPORT_BODY_LIMIT) }), 'application/csp-report', '203.0.113.10'),
      413,
    ],
  ])('%s: %s, nothing logged', async (_case, send, status) => {
    expect((await send()).statusCode).toBe(status);
    expect(reported()).toEqual([]);
  });

  it(`logs at most ${CSP_REPORT_RATE_PER_MINUTE} requests per address and minute; others go on`, async () => {
    const body = styleReport('application/csp-report', 'http://nova.example/');
    const statuses: number[] = [];
    for (let n = 0; n <= CSP_REPORT_RATE_PER_MINUTE; n++) {
      statuses.push((await post(body, 'application/csp-report', '203.0.113.20')).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(reported()).toHaveLength(CSP_REPORT_RATE_PER_MINUTE);
    expect((await post(body, 'application/csp-report', '203.0.113.21')).statusCode).toBe(204);
  });
});
