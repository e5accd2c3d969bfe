/**
 * The toasts of the Cloudium requests (docs/product.md#errors): pure compositions of the German texts in
 * content/cloudium-messages.content.ts, chosen by the machines and shown by the page through the injected `notify`
 * action. An error toast is kind 'error'.
 */
import {
  DIALOG_VALIDATION_TITLE,
  networkMessages,
  otherRequestMessages,
  planOrderMessages,
  referenceNotice,
  supportMessages,
  waitingMessages,
} from '@/features/cloudium/content/cloudium-messages.content';
import type { Notice } from '@/domain/notice';
import { asWebhookFailure, failureDetails, type WebhookFailure } from './webhook-failure';
import type { WaitingResult } from './waiting-request';
import type { RequestKind } from '../contract/webhook-contract';

export function validationNotice(message: string): Notice {
  return { title: DIALOG_VALIDATION_TITLE, description: message, kind: 'error' };
}

export function supportMissingNotice(): Notice {
  return { title: supportMessages.missingTitle, description: supportMessages.missingText, kind: 'error' };
}

export function supportSuccessNotice(reference: string): Notice {
  return {
    title: supportMessages.successTitle,
    description: `${supportMessages.successText} ${referenceNotice(reference)}`,
    kind: 'success',
  };
}

const networkNotice: Notice = { title: networkMessages.title, description: networkMessages.text, kind: 'error' };

export function supportFailureNotice(error: unknown): Notice {
  const failure = asWebhookFailure(error);
  if (failure.kind === 'network') return networkNotice;
  return {
    title: supportMessages.failedTitle,
    description: supportMessages.failedText(failure.status, failureDetails(failure.body)),
    kind: 'error',
  };
}

export function planSuccessNotice(reference: string): Notice {
  return { title: planOrderMessages.successTitle, description: referenceNotice(reference), kind: 'success' };
}

export function planFailureNotice(error: unknown): Notice {
  if (asWebhookFailure(error).kind === 'network') return networkNotice;
  return { title: planOrderMessages.failedTitle, description: planOrderMessages.failedText, kind: 'error' };
}

export function requestSuccessNotice(reference: string): Notice {
  return { title: otherRequestMessages.successTitle, description: referenceNotice(reference), kind: 'success' };
}

/** Managed and custom requests: the rules give a text only (docs/product.md#errors), so it is the toast's title. */
export function requestFailureNotice(error: unknown): Notice {
  const text = asWebhookFailure(error).kind === 'network' ? otherRequestMessages.network : otherRequestMessages.failed;
  return { title: text, kind: 'error' };
}

/** The support form's and the plan dialog's own toasts; every other kind (a service's dialog) has the dialogs' ones. */
const successNotices: Partial<Record<RequestKind, (reference: string) => Notice>> = {
  support: supportSuccessNotice,
  plan: planSuccessNotice,
};

const failureNotices: Partial<Record<RequestKind, (failure: WebhookFailure) => Notice>> = {
  support: supportFailureNotice,
  plan: planFailureNotice,
};

/**
 * What the visitor learns when a request that waited for the connection went out, in the open page or at the next
 * visit (docs/product.md, "Offline"): the same toast as a request sent at once, or the same error as a refused one;
 * one older than 48 hours says it was dropped.
 */
export function waitingResultNotice(result: WaitingResult): Notice {
  if (result.outcome === 'sent') return (successNotices[result.kind] ?? requestSuccessNotice)(result.reference);
  if (result.outcome === 'final') {
    const failure = failureNotices[result.kind] ?? requestFailureNotice;
    return failure({ kind: 'http', status: result.status, body: result.body });
  }
  return {
    title: waitingMessages.expiredTitle,
    description: waitingMessages.expiredText(result.reference),
    kind: 'error',
  };
}
