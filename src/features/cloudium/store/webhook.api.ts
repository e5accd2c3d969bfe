import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { publicWebhookUrl } from '@/config/env';
import { asWebhookFailure, type WebhookFailure } from '@/features/cloudium/domain/webhook-failure';
import { sameRequestStamp } from '@/features/cloudium/domain/waiting-request';
import { deliverRequest, type RequestDraft } from '@/features/cloudium/domain/request-delivery';
import { newReference, type RequestKind } from '@/features/cloudium/contract/webhook-contract';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';
import { isProofRefusal } from '@/features/cloudium/contract/proof-contract';
import { messagesOf } from './message-count';
import type { ProofSource } from './page-proof';
import { ChallengeRefused, proofFits, requestHeaders, type SolvedProof } from './proof-request';

/**
 * The storage of requests that wait comes in a chunk of its own: loaded when the page is idle
 * (src/app/offline/waiting-requests-start.ts) and kept by the service worker, so it is there when a request finds no
 * connection. The form's code stays as lean as before.
 */
const loadWaitingRequests = () => import(/* webpackChunkName: "waiting-requests" */ './waiting/waiting-in-page');

/** Loads that chunk ahead: a form calls it when the visitor starts filling it in, seconds before a send. */
export function prepareWaitingRequests(): void {
  loadWaitingRequests().catch(() => undefined);
}

/** One request as it goes out: the payload, and its headers (the proof of work, the hidden field). */
export interface OutgoingRequest {
  readonly payload: WebhookPayload;
  readonly headers: Record<string, string>;
}

/**
 * RTK Query api for the webhook call: every request posts JSON to the configured webhook address (the same-origin
 * relay by default). Only the response's `ok` decides success: the body is read as text, so the relay's JSON answer
 * and a direct webhook's empty 204 both count as success. The request kinds differ only in their payload.
 */
function postPayload({ payload, headers }: OutgoingRequest) {
  return { url: '', method: 'POST', body: payload, headers, responseHandler: 'text' as const };
}

export const webhookApi = createApi({
  reducerPath: 'webhookApi',
  baseQuery: fetchBaseQuery({ baseUrl: publicWebhookUrl() }),
  endpoints: (build) => ({
    sendRequest: build.mutation<string, OutgoingRequest>({ query: postPayload }),
  }),
});

export const { useSendRequestMutation } = webhookApi;

function bodyText(data: unknown): string {
  if (typeof data === 'string') return data;
  return data === undefined || data === null ? '' : JSON.stringify(data);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Maps RTK Query's error (a status with its body, or none) to the domain's failure. */
export function webhookFailureOf(error: unknown): WebhookFailure {
  if (isRecord(error) && 'status' in error) {
    if (typeof error.status === 'number') return { kind: 'http', status: error.status, body: bodyText(error.data) };
    if (error.status === 'PARSING_ERROR' && typeof error.originalStatus === 'number') {
      return { kind: 'http', status: error.originalStatus, body: bodyText(error.data) };
    }
  }
  return { kind: 'network' };
}

/** The mutation's trigger, as `useSendRequestMutation` returns it. */
export type SendRequestTrigger = (request: OutgoingRequest) => { unwrap(): Promise<string> };

/** What a send needs besides the mutation: where its proofs come from, and the form's hidden field. */
export interface SendExtras {
  /** The kind of request the form sends: a request that finds no connection waits as this kind. */
  readonly kind: RequestKind;
  readonly proofs: ProofSource;
  /** What the form's hidden field holds as the request goes out (filled by no person). */
  readonly trap?: () => string | undefined;
}

/**
 * A proof for a request of `messages` messages. The relay unreachable is a failure without a connection (the request
 * waits); its refusal (429, 503) is its answer; a proof this browser cannot solve sends none (the relay holds the
 * request for the operator instead of losing it).
 */
async function proofFor(proofs: ProofSource, messages: number, fresh: boolean): Promise<SolvedProof | undefined> {
  try {
    return await proofs.take(messages, fresh);
  } catch (error) {
    if (error instanceof ChallengeRefused) {
      throw { kind: 'http', status: error.status, body: error.body } satisfies WebhookFailure;
    }
    if (error instanceof TypeError) throw { kind: 'network' } satisfies WebhookFailure;
    return undefined;
  }
}

/**
 * Posts one payload with its proof: the one already solved for this request when it still fits (a retry after a 409
 * or a 503 is the same request), else a fresh one; once more with a fresh one when the relay refuses the proof.
 */
function poster(trigger: SendRequestTrigger, extras: SendExtras) {
  let proof: SolvedProof | undefined;
  return async (payload: WebhookPayload): Promise<void> => {
    const messages = await messagesOf(payload);
    for (let fresh = false; ; fresh = true) {
      if (fresh || !proofFits(proof, messages)) proof = await proofFor(extras.proofs, messages, fresh);
      try {
        await trigger({ payload, headers: requestHeaders(proof, extras.trap?.()) }).unwrap();
        return;
      } catch (error) {
        const failure = webhookFailureOf(error);
        const refused = failure.kind === 'http' && isProofRefusal(failure.status, failure.body);
        if (fresh || !refused) throw failure;
      }
    }
  };
}

/**
 * The submit actors' work: sends the payload through the mutation, with the retries of `deliverRequest` (fresh
 * reference on 409, once more after a 503). Resolves with the reference the relay accepted; rejects with a
 * WebhookFailure.
 *
 * A request that finds no connection is kept and goes out by itself later (docs/product.md, "Offline"); the failure
 * shows as before. Sent again while it waits, it goes under the waiting one's reference and time: the relay takes
 * both as one request.
 */
export function sendWebhook(trigger: SendRequestTrigger, extras: SendExtras): (draft: RequestDraft) => Promise<string> {
  return async (draft) => {
    const waitingRequests = await loadWaitingRequests().catch(() => undefined);
    const waiting = waitingRequests && sameRequestStamp(await waitingRequests.refreshWaiting(), draft.compose);
    let stampOfTheWaiting = waiting;
    let lastPayload: WebhookPayload | undefined;
    const post = poster(trigger, extras);
    try {
      const reference = await deliverRequest(draft, {
        post: async (current) => {
          lastPayload = current;
          await post(current);
        },
        newReference: () => stampOfTheWaiting?.reference ?? newReference(),
        now: () => {
          const timestamp = stampOfTheWaiting?.timestamp ?? new Date().toISOString();
          stampOfTheWaiting = undefined;
          return timestamp;
        },
        wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      });
      if (waiting) await waitingRequests?.sentNow(waiting.reference);
      return reference;
    } catch (error) {
      if (asWebhookFailure(error).kind === 'network' && lastPayload) {
        await waitingRequests?.keepForLater(extras.kind, lastPayload, extras.trap?.());
      }
      throw error;
    }
  };
}
