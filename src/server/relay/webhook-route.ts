import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validateWebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import type { RelayAcceptedResponse } from '@/features/cloudium/contract/webhook-contract';
import {
  CHALLENGE_PATH,
  MAX_PRICED_MESSAGES,
  PROOF_HEADER,
  PROOF_REFUSED_CODE,
  TRAP_HEADER,
  pricedMessages,
} from '@/features/cloudium/contract/proof-contract';
import { messagesFor } from '@/features/cloudium/contract/team-view';
import { AddressRateLimiter } from '../http/address-rate-limiter';
import type { Admission, Admitted, HeldReason, LimitSettings } from './admission';
import type { DiskGuard } from './disk-guard';
import { mediaTypeOf } from '../http/media-type';
import { GroupCommitter } from './group-commit';
import type { Outbox } from './outbox';
import type { ProofCheck, ProofOfWork } from './proof-of-work';
import { issueMessage, relayMessages } from '../http/relay-messages';
import { senderKey } from '../http/sender-key';

export const WEBHOOK_PATH = '/api/webhook';
export const WEBHOOK_BODY_LIMIT = 64 * 1024;
/** Challenges a sender may fetch per request it may send: one ahead, one for a long request, one after a refusal. */
export const CHALLENGES_PER_REQUEST = 3;

export interface WebhookRouteOptions {
  readonly outbox: Outbox;
  readonly proof: ProofOfWork;
  readonly limits: LimitSettings;
  readonly disk: DiskGuard;
  /** Requests accepted per sender per minute (checked before the body is read). */
  readonly rateLimitPerMinute: number;
  /** The IPv6 prefix that makes one sender. */
  readonly ipv6Prefix: number;
  /** Called after a request was committed for delivery, so the delivery worker starts at once. */
  readonly onAccepted: () => void;
}

function refuse(reply: FastifyReply, status: number, error: string, extra: object = {}) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error, ...extra });
}

/** Words Fastify's own refusals (body parsing, size) in German; never passes on the framework's text. */
function errorAnswer(error: FastifyError): { status: number; message: string } {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
    return { status: 413, message: relayMessages.tooLarge };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
    return { status: 415, message: relayMessages.unsupportedMediaType };
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: 400, message: relayMessages.invalidJson };
  }
  return { status: 500, message: relayMessages.internal };
}

function tooMany(reply: FastifyReply, retryAfterMs: number) {
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return refuse(reply, 429, relayMessages.tooManyRequests);
}

function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** Why a request is held instead of delivered, or undefined when it may go out. */
function heldReason(request: FastifyRequest, proof: ProofCheck): HeldReason | undefined {
  if (headerText(request, TRAP_HEADER)) return 'trap';
  return proof.outcome === 'missing' ? 'no-proof' : undefined;
}

/**
 * GET /api/challenge?messages=N: a signed proof-of-work challenge at the price of the moment, for N chat messages
 * (docs/adr/0015-proof-of-work-and-fair-limits.md); rate-limited per sender.
 */
function registerChallengeRoute(scope: FastifyInstance, options: WebhookRouteOptions): void {
  const limiter = new AddressRateLimiter(options.rateLimitPerMinute * CHALLENGES_PER_REQUEST);
  scope.get<{ Querystring: { messages?: string } }>(CHALLENGE_PATH, async (request, reply) => {
    const decision = limiter.take(senderKey(request.ip, options.ipv6Prefix));
    if (!decision.allowed) return tooMany(reply, decision.retryAfterSeconds * 1000);
    const messages = pricedMessages(Number(request.query.messages ?? 1));
    const { level } = options.outbox.siteLoad(options.limits);
    const challenge = await options.proof.challenge({ level, messages });
    return reply.code(200).header('cache-control', 'no-store').send(challenge);
  });
}

/** The answer to one request the rules looked at (admission.ts). */
function answerAdmitted(
  request: FastifyRequest,
  reply: FastifyReply,
  admitted: Admitted,
  { reference, kind }: { reference: string; kind: string },
  outbox: Outbox,
) {
  switch (admitted.outcome) {
    case 'conflict':
      // Another request holds this reference: answering "accepted" would drop this one silently.
      request.log.warn({ reference, kind }, 'Referenznummer schon vergeben, Anfrage nicht gespeichert');
      return refuse(reply, 409, relayMessages.referenceTaken);
    case 'replayed':
    case 'underpaid':
      request.log.info({ reference, kind, proof: admitted.outcome }, 'Anfrage abgelehnt: Nachweis gilt nicht');
      return refuse(reply, 403, relayMessages.proofRefused, { code: PROOF_REFUSED_CODE });
    case 'limited':
      request.log.info({ reference, kind, limit: admitted.limit }, 'Anfrage abgelehnt: Grenze erreicht');
      return tooMany(reply, admitted.retryAfterMs);
    default: {
      if (admitted.held) {
        const heldNow = outbox.heldCount();
        request.log.warn(
          { reference, kind, held: admitted.held, heldNow },
          `Anfrage zurückgehalten, ${heldNow} insgesamt ("npm run outbox -- held")`,
        );
      } else {
        request.log.info({ reference, kind, duplicate: admitted.outcome === 'duplicate' }, 'Anfrage angenommen');
      }
      const answer: RelayAcceptedResponse = { reference, status: 'accepted' };
      return reply.code(200).header('cache-control', 'no-store').send(answer);
    }
  }
}

/**
 * POST /api/webhook: JSON only, at most 64 KB, one of the contract's request shapes, a solved challenge, within the
 * limits (docs/relay.md); answers 200 with the reference number only after the request is committed to the outbox
 * (or was, as the same request, before), 409 when a different request already holds the reference. A request without
 * a proof, or with the form's hidden field filled, is held for the operator and answered like any other.
 */
export async function registerWebhookRoute(app: FastifyInstance, options: WebhookRouteOptions): Promise<void> {
  const limiter = new AddressRateLimiter(options.rateLimitPerMinute);
  const { outbox, limits } = options;
  const committer = new GroupCommitter<Admission, Admitted>((admissions) =>
    outbox.admitMany(admissions, { limits, maxPricedMessages: MAX_PRICED_MESSAGES }),
  );

  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const answer = errorAnswer(error);
      if (answer.status >= 500) request.log.error({ code: error.code }, 'Webhook-Anfrage: interner Fehler');
      return refuse(reply, answer.status, answer.message);
    });

    registerChallengeRoute(scope, options);

    scope.post(
      WEBHOOK_PATH,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        // Both checks run before the body is read.
        onRequest: async (request, reply) => {
          const decision = limiter.take(senderKey(request.ip, options.ipv6Prefix));
          if (!decision.allowed) return tooMany(reply, decision.retryAfterSeconds * 1000);
          if (mediaTypeOf(request.headers['content-type']) !== 'application/json')
            return refuse(reply, 415, relayMessages.unsupportedMediaType);
          return undefined;
        },
      },
      async (request, reply) => {
        const validation = validateWebhookPayload(request.body);
        if (!validation.ok) {
          request.log.info({ issue: validation.issue }, 'Webhook-Anfrage abgelehnt');
          return refuse(reply, 400, issueMessage(validation.issue));
        }
        const { reference, kind } = validation.request;
        if (!options.disk.hasRoom()) {
          request.log.error({ reference, kind }, 'Outbox: zu wenig freier Speicher, Anfrage abgelehnt');
          return refuse(reply, 507, relayMessages.storageFull);
        }
        const proof = await options.proof.verify(headerText(request, PROOF_HEADER));
        if (proof.outcome === 'refused') {
          request.log.info({ reference, kind, proof: proof.reason }, 'Anfrage abgelehnt: Nachweis gilt nicht');
          return refuse(reply, 403, relayMessages.proofRefused, { code: PROOF_REFUSED_CODE });
        }
        let admitted: Admitted;
        try {
          admitted = await committer.add({
            request: validation.request,
            sender: outbox.senderId(senderKey(request.ip, options.ipv6Prefix)),
            parts: messagesFor(validation.request.payload).length,
            held: heldReason(request, proof) ?? null,
            proof: proof.outcome === 'solved' ? proof : null,
          });
        } catch (error) {
          request.log.error({ reference, kind, err: error }, 'Outbox: Anfrage nicht gespeichert');
          return refuse(reply, 503, relayMessages.notStored);
        }
        if (admitted.outcome === 'created' && !admitted.held) options.onAccepted();
        return answerAdmitted(request, reply, admitted, validation.request, outbox);
      },
    );
  });
}
