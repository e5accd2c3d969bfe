import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { publicWebhookUrl } from '@/config/env';
import { asWebhookFailure, type WebhookFailure } from '@/features/cloudium/domain/webhook-failure';
import { sameRequestStamp } from '@/features/cloudium/domain/waiting-request';
import { deliverRequest, type RequestDraft } from '@/features/cloudium/domain/request-delivery';
import { newReference } from '@/features/cloudium/contract/webhook-contract';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';

/**
 * The storage of requests that wait comes in a chunk of its own: loaded when the page is idle
 * (src/app/waiting-requests-start.ts) and kept by the service worker, so it is there when a request finds no
 * connection. The form's code stays as lean as before.
 */
const loadWaitingRequests = () => import(/* webpackChunkName: "waiting-requests" */ './waiting-in-page');

/** Loads that chunk ahead: a form calls it when the visitor starts filling it in, seconds before a send. */
export function prepareWaitingRequests(): void {
  loadWaitingRequests().catch(() => undefined);
}

/**
 * RTK Query api for the webhook call: every request posts JSON to the configured webhook address (the same-origin
 * relay by default). Only the response's `ok` decides success: the body is read as text, so the relay's JSON answer
 * and a direct webhook's empty 204 both count as success. The request kinds differ only in their payload.
 */
function postPayload(payload: WebhookPayload) {
  return { url: '', method: 'POST', body: payload, responseHandler: 'text' as const };
}

export const webhookApi = createApi({
  reducerPath: 'webhookApi',
  baseQuery: fetchBaseQuery({ baseUrl: publicWebhookUrl() }),
  endpoints: (build) => ({
    sendRequest: build.mutation<string, WebhookPayload>({ query: postPayload }),
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
export type SendRequestTrigger = (payload: WebhookPayload) => { unwrap(): Promise<string> };

/**
 * The submit actors' work: sends the payload through the mutation, with the retries of `deliverRequest` (fresh
 * reference on 409, once more after a 503). Resolves with the reference the relay accepted; rejects with a
 * WebhookFailure.
 *
 * A request that finds no connection is kept and goes out by itself later (docs/product.md, "Offline"); the failure
 * shows as before. Sent again while it waits, it goes under the waiting one's reference and time: the relay takes
 * both as one request.
 */
export function sendWebhook(trigger: SendRequestTrigger): (draft: RequestDraft) => Promise<string> {
  return async (draft) => {
    const waitingRequests = await loadWaitingRequests().catch(() => undefined);
    const waiting = waitingRequests && sameRequestStamp(await waitingRequests.refreshWaiting(), draft.compose);
    let stampOfTheWaiting = waiting;
    let lastPayload: WebhookPayload | undefined;
    try {
      const reference = await deliverRequest(draft, {
        post: async (current) => {
          lastPayload = current;
          try {
            await trigger(current).unwrap();
          } catch (error) {
            throw webhookFailureOf(error);
          }
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
      if (asWebhookFailure(error).kind === 'network' && lastPayload) await waitingRequests?.keepForLater(lastPayload);
      throw error;
    }
  };
}
