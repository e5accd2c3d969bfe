import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { validateWebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import type { RelayAcceptedResponse } from '@/features/cloudium/contract/webhook-contract';
import { AddressRateLimiter } from './address-rate-limiter';
import { mediaTypeOf } from './media-type';
import { GroupCommitter } from './group-commit';
import type { AddOutcome, Outbox } from './outbox';
import { issueMessage, relayMessages } from './relay-messages';

export const WEBHOOK_PATH = '/api/webhook';
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

export interface WebhookRouteOptions {
  readonly outbox: Outbox;
  /** Requests accepted per client address per minute. */
  readonly rateLimitPerMinute: number;
  /** Called after a request was committed, so the delivery worker starts at once. */
  readonly onAccepted: () => void;
}

function refuse(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ error });
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

/**
 * POST /api/webhook: JSON only, at most 64 KB, one of the contract's request shapes, per-address rate limit;
 * answers 200 with the reference number only after the request is committed to the outbox (or was, as the same
 * request, before), and 409 when a different request already holds the reference.
 */
export async function registerWebhookRoute(app: FastifyInstance, options: WebhookRouteOptions): Promise<void> {
  const limiter = new AddressRateLimiter(options.rateLimitPerMinute);
  const committer = new GroupCommitter(options.outbox);

  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const answer = errorAnswer(error);
      if (answer.status >= 500) request.log.error({ code: error.code }, 'Webhook-Anfrage: interner Fehler');
      return refuse(reply, answer.status, answer.message);
    });

    scope.post(
      WEBHOOK_PATH,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        // Both checks run before the body is read.
        onRequest: async (request, reply) => {
          const decision = limiter.take(request.ip);
          if (!decision.allowed) {
            reply.header('retry-after', String(decision.retryAfterSeconds));
            return refuse(reply, 429, relayMessages.tooManyRequests);
          }
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
        let outcome: AddOutcome;
        try {
          outcome = (await committer.add(validation.request)).outcome;
        } catch (error) {
          request.log.error({ reference, kind, err: error }, 'Outbox: Anfrage nicht gespeichert');
          return refuse(reply, 503, relayMessages.notStored);
        }
        if (outcome === 'conflict') {
          // Another request holds this reference: answering "accepted" would drop this one silently.
          request.log.warn({ reference, kind }, 'Referenznummer schon vergeben, Anfrage nicht gespeichert');
          return refuse(reply, 409, relayMessages.referenceTaken);
        }
        request.log.info({ reference, kind, duplicate: outcome === 'duplicate' }, 'Anfrage angenommen');
        if (outcome === 'created') options.onAccepted();
        const answer: RelayAcceptedResponse = { reference, status: 'accepted' };
        return reply.code(200).header('cache-control', 'no-store').send(answer);
      },
    );
  });
}
