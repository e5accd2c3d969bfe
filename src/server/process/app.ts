import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  createChatPlatformSender,
  parseWebhookUrl,
  type MessageSender,
  type SenderOptions,
} from '../relay/chat-platform-sender';
import { publicOrigin } from '@/config/env';
import { DEFAULT_LIMITS, type LimitSettings } from '../relay/admission';
import { DeliveryWorker, type BackoffOptions } from '../relay/delivery-worker';
import { diskGuard } from '../relay/disk-guard';
import { Outbox } from '../relay/outbox';
import { DEFAULT_PROOF_SETTINGS, ProofOfWork, type ProofSettings } from '../relay/proof-of-work';
import { DEFAULT_RATE_LIMIT } from '../relay/relay-config';
import { DEFAULT_IPV6_PREFIX } from '../http/sender-key';
import {
  clientErrorHandler,
  contentSecurityPolicyHeader,
  frameworkErrorHandler,
  registerSecurityHeaders,
  securityHeaders,
} from '../site/security';
import { registerDrain, type Drain } from './shutdown-drain';
import { registerStaticSite } from '../site/static-site';
import { CSP_REPORT_PATH, registerCspReportRoute } from '../site/csp-report-route';
import { registerWebhookRoute } from '../relay/webhook-route';

export interface DeliveryOptions extends SenderOptions {
  readonly backoff?: BackoffOptions;
  readonly idlePollMs?: number;
  /** How long shutdown lets a send in flight finish. */
  readonly shutdownGraceMs?: number;
  /** Replaces the chat-platform client (tests). */
  readonly sender?: MessageSender;
}

export interface RelayOptions {
  /** The outbox database; default: a throwaway in-memory one. */
  readonly outboxPath?: string;
  /** Delivery target; unset: requests wait in the outbox. */
  readonly discordWebhookUrl?: string;
  readonly rateLimitPerMinute?: number;
  /** Message budgets and the site-wide window (admission.ts); each left out takes its default. */
  readonly limits?: Partial<LimitSettings>;
  /** The IPv6 prefix that makes one sender; default 64. */
  readonly ipv6Prefix?: number;
  /** The proof of work's cost (proof-of-work.ts); each left out takes its default. */
  readonly proof?: Partial<ProofSettings>;
  /** Below this much free space under the outbox, new requests are refused (disk-guard.ts). */
  readonly minFreeBytes?: number;
  /** Reverse proxies whose X-Forwarded-For is believed; unset: the socket address counts. */
  readonly trustProxy?: string[];
  /** The SPA's build-time webhook address; when absolute, its origin joins the CSP's connect-src. */
  readonly publicWebhookUrl?: string;
  readonly delivery?: DeliveryOptions;
}

export interface ServerOptions {
  /** Folder of the built SPA (dist/public). */
  readonly publicDir: string;
  readonly logger?: FastifyServerOptions['logger'];
  readonly relay?: RelayOptions;
  /** The release this server belongs to (release.json), named in /healthz; none for a plain build. */
  readonly releaseId?: string;
  /**
   * Where files missing from `publicDir` are looked for next: the current release's, for a release serving beside a
   * newer one through its probation (its pages load files only the newer one has).
   */
  readonly laterFilesDir?: string;
  /** The site's public address (PUBLIC_ORIGIN, built in): policy reports about other hosts' pages are left out. */
  readonly siteOrigin?: string;
  /** How long a request (headers and body) may take; default REQUEST_TIMEOUT_MS. Tests of the cut-off use less. */
  readonly requestTimeoutMs?: number;
}

export interface Relay {
  readonly outbox: Outbox;
  /** Absent when no webhook address is configured. */
  readonly worker?: DeliveryWorker;
  /** Started by the shutdown before `close()`: new requests get 503 with Retry-After instead of a reset. */
  readonly drain: Drain;
}

declare module 'fastify' {
  interface FastifyInstance {
    relay: Relay;
    /** From now on every answer says `Connection: close` (a retiring server: retire.ts). */
    closeConnections(): void;
  }
}

/**
 * Limits against slow clients that hold connections open: a request (headers and body) must be complete within
 * 15 s. Node enforces the request and header timeouts only when it checks its connections, every 30 s by default,
 * which let a dripped body live for over a minute; checking every second keeps the promise within a second.
 */
export const REQUEST_TIMEOUT_MS = 15_000;
/** How long a kept-alive connection may stay idle before the server closes it. */
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;

/** The timeouts of a server whose requests must be complete within `requestTimeoutMs`. */
function timeouts(requestTimeoutMs: number) {
  return {
    connectionTimeout: 30_000,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout: requestTimeoutMs, requestTimeout: requestTimeoutMs, connectionsCheckingInterval: 1_000 },
  } as const;
}

function createWorker(app: FastifyInstance, outbox: Outbox, relay: RelayOptions): DeliveryWorker | undefined {
  const delivery = relay.delivery ?? {};
  let sender = delivery.sender;
  if (!sender && relay.discordWebhookUrl) {
    const target = parseWebhookUrl(relay.discordWebhookUrl);
    if (!target) {
      app.log.error('DISCORD_WEBHOOK_URL ist keine Webhook-Adresse: Anfragen bleiben in der Outbox.');
      return undefined;
    }
    sender = createChatPlatformSender(target, {
      ...delivery,
      onRateLimited: ({ retryAfterMs, global }) =>
        app.log.warn({ retryAfterMs, global }, 'Chat-Plattform: Rate-Limit, Zustellung wartet'),
    });
  }
  if (!sender) {
    app.log.warn(
      'DISCORD_WEBHOOK_URL ist nicht gesetzt: Anfragen werden in der Outbox gespeichert, aber nicht zugestellt ("npm run outbox" listet sie).',
    );
    return undefined;
  }
  return new DeliveryWorker({
    outbox,
    sender,
    log: app.log,
    backoff: delivery.backoff,
    idlePollMs: delivery.idlePollMs,
  });
}

/** Whether a client address is this machine's own. */
function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** Builds the site server and relay without listening, so tests can start it on any port. */
/** When this process started (for /healthz). */
const PROCESS_STARTED_AT = new Date(Date.now() - process.uptime() * 1000).toISOString();

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const relay = options.relay ?? {};
  const policyOptions = { publicWebhookUrl: relay.publicWebhookUrl, reportPath: CSP_REPORT_PATH };
  const headers = securityHeaders(policyOptions);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: relay.trustProxy && relay.trustProxy.length > 0 ? relay.trustProxy : false,
    ...timeouts(options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS),
    // Errors raised before any hook runs get the same headers and generic German text as every other answer.
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
    // While closing, requests still reach the drain hook, which answers them in German with Retry-After.
    return503OnClosing: false,
  });
  let closingConnections = false;
  // On the root before any route's scope exists: a hook added later misses the scopes of the routes (all of /api).
  app.addHook('onRequest', async (_request, reply) => {
    if (closingConnections) reply.header('connection', 'close');
  });
  app.decorate('closeConnections', () => {
    closingConnections = true;
  });
  const outbox = Outbox.open(relay.outboxPath ?? ':memory:');
  const worker = createWorker(app, outbox, relay);

  app.addHook('onReady', async () => {
    worker?.start();
    const { held } = outbox.counts();
    if (held > 0) app.log.warn({ held }, `${held} Anfrage(n) zurückgehalten: "npm run outbox -- held" listet sie`);
  });
  // Fastify has stopped accepting and answered what was in flight; then the worker, then the database.
  app.addHook('onClose', async () => {
    await worker?.stop(relay.delivery?.shutdownGraceMs);
    outbox.close();
  });

  registerSecurityHeaders(app, headers);
  const drain = registerDrain(app, headers);
  app.decorate('relay', { outbox, worker, drain });
  app.get('/healthz', async (request, reply) => {
    // For the release command and monitoring on this machine: a visitor (behind the proxy, its forwarded address)
    // learns nothing of the release and its commit.
    if (!isLoopback(request.ip)) return reply.callNotFound();
    const healthy = outbox.isOpen && outbox.ping();
    return reply
      .code(healthy ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: healthy ? 'ok' : 'error',
        ...(options.releaseId ? { release: options.releaseId } : {}),
        // Which process answers, since when: a release restarted between two checks shows as one.
        pid: process.pid,
        startedAt: PROCESS_STARTED_AT,
      });
  });
  await registerWebhookRoute(app, {
    outbox,
    proof: new ProofOfWork(outbox.proofSecret(), { ...DEFAULT_PROOF_SETTINGS, ...relay.proof }),
    limits: { ...DEFAULT_LIMITS, ...relay.limits },
    disk: diskGuard(relay.outboxPath ?? ':memory:', relay.minFreeBytes),
    rateLimitPerMinute: relay.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT,
    ipv6Prefix: relay.ipv6Prefix ?? DEFAULT_IPV6_PREFIX,
    onAccepted: () => worker?.notify(),
  });
  await registerCspReportRoute(app, {
    siteOrigin: options.siteOrigin ?? publicOrigin(),
    ipv6Prefix: relay.ipv6Prefix ?? DEFAULT_IPV6_PREFIX,
  });
  await registerStaticSite(app, options.publicDir, {
    laterFilesDir: options.laterFilesDir,
    pagePolicy: (styleHashes) => contentSecurityPolicyHeader({ ...policyOptions, styleHashes }),
  });
  return app;
}
