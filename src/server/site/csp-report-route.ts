import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AddressRateLimiter } from '../http/address-rate-limiter';
import { mediaTypeOf } from '../http/media-type';
import { senderKey } from '../http/sender-key';

/**
 * Where browsers report what the Content-Security-Policy refused (docs/operations.md, "Policy reports"): each report
 * becomes one line of the server's log, so an operator sees a broken style or an injection attempt before a visitor
 * writes about it. Nothing is stored; the log keeps what it keeps (docs/operations.md, "Logs").
 */
export const CSP_REPORT_PATH = '/api/csp-report';
/** A browser sends a few reports at a time; a violation report is well under 2 KB. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
/** Requests per sender (an address, an IPv6 /64) and minute: a page that breaks reports a handful, a flood is dropped. */
export const CSP_REPORT_RATE_PER_MINUTE = 20;
/** At most this many reports of one request are logged. */
const REPORTS_LOGGED_PER_REQUEST = 10;
/** Each logged value is cut to this length. */
const VALUE_LIMIT = 200;

/** The Reporting API's batch (report-to) and the older single report (report-uri). */
const REPORT_MEDIA_TYPES = ['application/reports+json', 'application/csp-report'];

export interface CspViolation {
  readonly directive: string;
  /** 'inline', 'eval', or the refused address without its query. */
  readonly blocked: string;
  /** The page's path, without query or fragment (they may hold what a visitor chose). */
  readonly page: string;
  readonly source?: string;
  readonly line?: number;
  readonly disposition: string;
}

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, VALUE_LIMIT) : '');

/** An address without query or fragment; a keyword ('inline', 'eval') as it is. */
function withoutQuery(value: unknown): string {
  const raw = text(value);
  try {
    const url = new URL(raw);
    return `${url.origin}${url.pathname}`.slice(0, VALUE_LIMIT);
  } catch {
    return raw.split(/[?#]/, 1)[0] ?? '';
  }
}

/** The path and the host (with its port) of a page's address; none for anything else. */
function pageOf(value: unknown): { path: string; host: string } | undefined {
  try {
    const url = new URL(text(value));
    return url.protocol === 'https:' || url.protocol === 'http:' ? { path: url.pathname, host: url.host } : undefined;
  } catch {
    return undefined;
  }
}

interface ReportFields {
  directive: unknown;
  blocked: unknown;
  page: unknown;
  source: unknown;
  line: unknown;
  disposition: unknown;
}

/**
 * A violation on one of the site's own pages (`siteHost`: the host of the site's public address, never one a request
 * names). Anyone can post a report, so one about another site's page tells nothing about this site and is left out.
 */
function violationOnSite(fields: ReportFields, siteHost: string): CspViolation[] {
  const page = pageOf(fields.page);
  if (!page || page.host !== siteHost.toLowerCase()) return [];
  const source = withoutQuery(fields.source);
  return [
    {
      directive: text(fields.directive),
      blocked: withoutQuery(fields.blocked),
      page: page.path,
      ...(source ? { source } : {}),
      ...(typeof fields.line === 'number' && fields.line > 0 ? { line: fields.line } : {}),
      disposition: text(fields.disposition) || 'enforce',
    },
  ];
}

/**
 * The violations a report body holds about pages of `siteHost` (host and port), in either format; anything else
 * holds none.
 */
export function violationsOf(body: unknown, siteHost: string): CspViolation[] {
  if (Array.isArray(body)) {
    return body
      .filter((report): report is Fields => isFields(report) && report.type === 'csp-violation')
      .flatMap((report) => (isFields(report.body) ? [report.body] : []))
      .flatMap((fields) =>
        violationOnSite(
          {
            directive: fields.effectiveDirective,
            blocked: fields.blockedURL,
            page: fields.documentURL,
            source: fields.sourceFile,
            line: fields.lineNumber,
            disposition: fields.disposition,
          },
          siteHost,
        ),
      );
  }
  if (isFields(body) && isFields(body['csp-report'])) {
    const fields = body['csp-report'];
    return violationOnSite(
      {
        directive: fields['effective-directive'] ?? fields['violated-directive'],
        blocked: fields['blocked-uri'],
        page: fields['document-uri'],
        source: fields['source-file'],
        line: fields['line-number'],
        disposition: fields.disposition,
      },
      siteHost,
    );
  }
  return [];
}

const answer = (reply: FastifyReply, status: number) => reply.code(status).header('cache-control', 'no-store').send();

export interface CspReportOptions {
  /** The site's public address (PUBLIC_ORIGIN): only reports about its pages are logged. */
  readonly siteOrigin: string;
  /** The IPv6 prefix that makes one sender. */
  readonly ipv6Prefix: number;
}

/** The host (and port) of an address as a page address writes it (a default port left out). */
function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return '';
  }
}

/** POST /api/csp-report: either report format, at most 16 KB, rate-limited per sender; answers 204 without a body. */
export async function registerCspReportRoute(app: FastifyInstance, options: CspReportOptions): Promise<void> {
  const limiter = new AddressRateLimiter(CSP_REPORT_RATE_PER_MINUTE);
  const siteHost = hostOf(options.siteOrigin);
  await app.register(async (scope) => {
    scope.addContentTypeParser(REPORT_MEDIA_TYPES, { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)) as unknown);
      } catch {
        // Not JSON: nothing to log, and nothing to tell the browser.
        done(null, undefined);
      }
    });
    // A report the server cannot read is dropped quietly: the browser never shows the answer to anyone.
    scope.setErrorHandler((error: FastifyError, _request, reply) =>
      answer(reply, error.statusCode === 413 ? 413 : 400),
    );
    scope.post(
      CSP_REPORT_PATH,
      {
        bodyLimit: CSP_REPORT_BODY_LIMIT,
        onRequest: async (request, reply) => {
          if (!limiter.take(senderKey(request.ip, options.ipv6Prefix)).allowed) return answer(reply, 429);
          if (!REPORT_MEDIA_TYPES.includes(mediaTypeOf(request.headers['content-type']))) return answer(reply, 415);
          return undefined;
        },
      },
      async (request, reply) => {
        for (const reported of violationsOf(request.body, siteHost).slice(0, REPORTS_LOGGED_PER_REQUEST)) {
          request.log.warn({ csp: reported }, 'CSP-Verstoß gemeldet');
        }
        return answer(reply, 204);
      },
    );
  });
}
