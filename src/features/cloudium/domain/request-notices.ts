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
} from '@/features/cloudium/content/cloudium-messages.content';
import type { Notice } from '@/domain/notice';
import { asWebhookFailure, failureDetails } from './webhook-failure';

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
