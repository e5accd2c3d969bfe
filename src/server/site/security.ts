import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMPTY_STYLE_SOURCE } from './inline-style-hashes';
import { relayMessages } from '../http/relay-messages';

/**
 * The hardening headers of every answer the server gives: pages, assets, the relay's JSON, and the errors the
 * framework and Node's HTTP parser produce before any route runs (a malformed URL, oversized headers, a request
 * that takes too long). One table, so no answer can miss one; see docs/relay.md.
 */

/** Browser features the site never uses; the copy button's clipboard access stays allowed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** The origin the SPA posts to when its webhook address is absolute (it then needs connect-src). */
export function webhookOrigin(publicWebhookUrl: string | undefined): string | undefined {
  if (!publicWebhookUrl) return undefined;
  try {
    const url = new URL(publicWebhookUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    // Relative (the default /api/webhook): same origin, already covered by 'self'.
    return undefined;
  }
}

export interface SecurityOptions {
  /** The webhook address the SPA posts to, when absolute (its origin joins connect-src). */
  readonly publicWebhookUrl?: string;
  /** The hash sources of the page's inline styles (inline-style-hashes.ts); an empty sheet's is always allowed. */
  readonly styleHashes?: readonly string[];
  /** Where browsers report what the policy refused (the relay's endpoint); a static host has none. */
  readonly reportPath?: string;
  /**
   * The pages carry the policy themselves (a static host, docs/adr/0012-the-policy-travels-with-its-page.md): the
   * header holds only what a policy in a page cannot.
   */
  readonly policyInPages?: boolean;
}

/** The name under which Reporting-Endpoints lists the report path, and report-to names it. */
export const CSP_REPORT_GROUP = 'csp';

export type Policy = Readonly<Record<string, readonly string[]>>;

/**
 * Directives a browser ignores in a policy that a page carries in a <meta> element: only a header can say who may
 * frame the page and where refusals are reported.
 */
export const HEADER_ONLY_DIRECTIVES: readonly string[] = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];

/**
 * The Content-Security-Policy (docs/adr/0011-styles-under-a-strict-csp.md). Styles: files of the site, the page's
 * inline <style> elements by their hashes, and empty <style> elements, which the app fills through the CSSOM; never
 * a <style> brought by injected markup. `style` attributes stay allowed (an attribute cannot hold a selector).
 */
export function contentSecurityPolicy(options: SecurityOptions = {}): Policy {
  const origin = webhookOrigin(options.publicWebhookUrl);
  const styleHashes = [...new Set([EMPTY_STYLE_SOURCE, ...(options.styleHashes ?? [])])];
  const reporting: Policy = options.reportPath
    ? { 'report-uri': [options.reportPath], 'report-to': [CSP_REPORT_GROUP] }
    : {};
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // For browsers that know neither of the two below: files only, so an inline style never applies there.
    'style-src': ["'self'"],
    'style-src-elem': ["'self'", ...styleHashes],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': origin ? ["'self'", origin] : ["'self'"],
    // The site's own service worker and web app manifest (docs/adr/0014-offline-with-serwist.md).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...reporting,
  };
}

/** A policy as one header (or <meta> content) value. */
export function policyText(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';');
}

/** The policy as one header value. */
export function contentSecurityPolicyHeader(options: SecurityOptions = {}): string {
  return policyText(contentSecurityPolicy(options));
}

/** The part of a policy a page can carry itself (every directive but HEADER_ONLY_DIRECTIVES). */
export function pagePolicy(options: Pick<SecurityOptions, 'publicWebhookUrl' | 'styleHashes'>): string {
  const policy = contentSecurityPolicy(options);
  return policyText(
    Object.fromEntries(Object.entries(policy).filter(([directive]) => !HEADER_ONLY_DIRECTIVES.includes(directive))),
  );
}

/** What the header adds to a page that carries its own policy: only the directives a page cannot carry. */
function headerOnlyPolicy(options: SecurityOptions): string {
  const policy = contentSecurityPolicy(options);
  return policyText(
    Object.fromEntries(Object.entries(policy).filter(([directive]) => HEADER_ONLY_DIRECTIVES.includes(directive))),
  );
}

export type HeaderTable = Readonly<Record<string, string>>;

/** CSP, HSTS, Permissions-Policy and the usual isolation headers (the set helmet's defaults give). */
export function securityHeaders(options: SecurityOptions = {}): HeaderTable {
  return {
    'content-security-policy': options.policyInPages ? headerOnlyPolicy(options) : contentSecurityPolicyHeader(options),
    ...(options.reportPath ? { 'reporting-endpoints': `${CSP_REPORT_GROUP}="${options.reportPath}"` } : {}),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    // For browsers without CSP frame-ancestors.
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/** The generic German text of each error status the relay answers with; other statuses fall back by class. */
const ERROR_MESSAGES: Readonly<Record<number, string>> = {
  403: relayMessages.forbidden,
  404: relayMessages.notFound,
  405: relayMessages.notFound,
  408: relayMessages.timeout,
  413: relayMessages.tooLarge,
  415: relayMessages.unsupportedMediaType,
  429: relayMessages.tooManyRequests,
  431: relayMessages.headersTooLarge,
  503: relayMessages.unavailable,
};

/** The generic German text of an error status; never anything the client sent. */
export function errorMessageOf(status: number): string {
  return ERROR_MESSAGES[status] ?? (status >= 500 ? relayMessages.internal : relayMessages.badRequest);
}

/** An error's status when it is a client or server error, else 500. */
export function errorStatusOf(error: { statusCode?: number }): number {
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

/** Sends a generic German JSON error with the hardening headers (also where no hook has run yet). */
export function sendError(reply: FastifyReply, status: number, headers: HeaderTable): FastifyReply {
  return reply
    .code(status)
    .headers(headers)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ error: errorMessageOf(status) });
}

/** The status of each connection-level error Node reports before Fastify sees a request; others are 400. */
const CLIENT_ERROR_STATUS: Readonly<Record<string, number>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  ERR_HTTP_REQUEST_HEADERS_TIMEOUT: 408,
  HPE_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

function clientErrorStatus(error: NodeJS.ErrnoException): number {
  return CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
}

/**
 * Answers what Node's HTTP parser refuses (malformed request line, oversized headers, a request that took too
 * long) on the raw socket, with the same headers and generic German text as every other error, then closes it.
 */
export function clientErrorHandler(headers: HeaderTable) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const status = clientErrorStatus(error);
      const body = JSON.stringify({ error: errorMessageOf(status) });
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'cache-control: no-store',
        'connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy();
  };
}

/** For Fastify's `frameworkErrors`: a URL it cannot decode is refused before any hook runs. */
export function frameworkErrorHandler(headers: HeaderTable) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, errorStatusOf(error), headers);
}

/** The hardening headers on every answer, and a generic German JSON body for every error of the framework. */
export function registerSecurityHeaders(app: FastifyInstance, headers: HeaderTable): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = errorStatusOf(error);
    if (status >= 500) request.log.error({ code: error.code, err: error }, 'Interner Fehler');
    return sendError(reply, status, headers);
  });
}
