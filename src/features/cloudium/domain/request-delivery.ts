import { RELAY_RETRY_AFTER_SECONDS } from '@/config/timing';
import type { WebhookPayload } from '../contract/webhook-payload.schema';
import type { RequestStamp } from './webhook-payload';
import { asWebhookFailure, type WebhookFailure } from './webhook-failure';

/**
 * How the site hands one request to the relay, so that a request is either accepted under the reference the
 * visitor is shown, or the visitor sees an error (docs/relay.md):
 * - 409: another request already holds the random reference. The same request goes again under a fresh one,
 *   without the visitor noticing; after three such answers in a row something else is wrong, and it fails.
 * - 503: the relay is restarting or could not store it. The same request (same reference, which makes a repeat
 *   safe) goes once more after the relay's Retry-After, then a second 503 is shown as the error it is.
 */
export const REFERENCE_ATTEMPTS = 3;
export const RESTART_RETRY_MS = RELAY_RETRY_AFTER_SECONDS * 1000;

/**
 * A validated request that still lacks its stamp. The stamp (reference and time) is made here, when it goes out,
 * so the forms' machines stay pure and a new reference can replace a taken one.
 */
export interface RequestDraft {
  readonly compose: (stamp: RequestStamp) => WebhookPayload;
}

export interface DeliveryPorts {
  /** Posts the payload; resolves on an ok answer, rejects with a WebhookFailure. */
  post(payload: WebhookPayload): Promise<void>;
  newReference(): string;
  /** The current time, ISO 8601. */
  now(): string;
  wait(ms: number): Promise<void>;
}

function answered(failure: WebhookFailure, status: number): boolean {
  return failure.kind === 'http' && failure.status === status;
}

/** Sends the request; resolves with the reference it was accepted under, rejects with the last WebhookFailure. */
export async function deliverRequest(draft: RequestDraft, ports: DeliveryPorts): Promise<string> {
  let stamp: RequestStamp = { reference: ports.newReference(), timestamp: ports.now() };
  let referenceTries = 1;
  let retriedAfterRestart = false;
  for (;;) {
    try {
      await ports.post(draft.compose(stamp));
      return stamp.reference;
    } catch (error) {
      const failure = asWebhookFailure(error);
      if (answered(failure, 409) && referenceTries < REFERENCE_ATTEMPTS) {
        referenceTries += 1;
        stamp = { ...stamp, reference: ports.newReference() };
      } else if (answered(failure, 503) && !retriedAfterRestart) {
        retriedAfterRestart = true;
        await ports.wait(RESTART_RETRY_MS);
      } else {
        throw failure;
      }
    }
  }
}
