import { createApi, fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';
import { publicWebhookUrl } from '@/config/env';
import type { WebhookFailure } from '@/domain/webhook-failure';
import type { WebhookPayload } from '@/domain/webhook-contract';
import { attachStorePart } from './store';

/**
 * RTK Query api for the four webhook calls of spec point 7. Every call posts JSON to the configured webhook
 * address (the same-origin relay by default). Only the response's `ok` decides success: the body is read as
 * text, so the relay's JSON answer and a direct webhook's empty 204 both count as success.
 */
function postPayload(payload: WebhookPayload) {
  return { url: '', method: 'POST', body: payload, responseHandler: 'text' as const };
}

export const webhookApi = createApi({
  reducerPath: 'webhookApi',
  baseQuery: fetchBaseQuery({ baseUrl: publicWebhookUrl() }),
  endpoints: (build) => ({
    sendSupportRequest: build.mutation<string, WebhookPayload>({ query: postPayload }),
    sendPlanRequest: build.mutation<string, WebhookPayload>({ query: postPayload }),
    sendManagedRequest: build.mutation<string, WebhookPayload>({ query: postPayload }),
    sendCustomRequest: build.mutation<string, WebhookPayload>({ query: postPayload }),
  }),
});

// The Cloudium screen's code brings the API; from then on every store has its reducer and middleware.
attachStorePart(webhookApi);

export const {
  useSendSupportRequestMutation,
  useSendPlanRequestMutation,
  useSendManagedRequestMutation,
  useSendCustomRequestMutation,
} = webhookApi;

function bodyText(data: unknown): string {
  if (typeof data === 'string') return data;
  return data === undefined || data === null ? '' : JSON.stringify(data);
}

/** Maps RTK Query's error to the domain's failure: a non-OK status with its body, or no answer at all. */
export function webhookFailureOf(error: FetchBaseQueryError | SerializedError): WebhookFailure {
  if ('status' in error) {
    if (typeof error.status === 'number') return { kind: 'http', status: error.status, body: bodyText(error.data) };
    if (error.status === 'PARSING_ERROR') {
      return { kind: 'http', status: error.originalStatus, body: bodyText(error.data) };
    }
  }
  return { kind: 'network' };
}

type Trigger = (
  payload: WebhookPayload,
) => PromiseLike<{ data: string } | { error: FetchBaseQueryError | SerializedError }>;

/** Turns a mutation trigger into a promise that resolves on an ok answer and rejects with a WebhookFailure. */
export function settleWebhook(trigger: Trigger): (payload: WebhookPayload) => Promise<undefined> {
  return async (payload) => {
    const result = await trigger(payload);
    if ('error' in result) throw webhookFailureOf(result.error);
    return undefined;
  };
}
