import { fromPromise } from 'xstate';
import type { WebhookFailure } from '@/domain/webhook-failure';
import { referenceOf, type WebhookPayload } from '@/domain/webhook-contract';
import type { Notice } from '@/domain/request-notices';

/**
 * A submit actor the test settles by hand, recording each payload it was started with. It accepts under the
 * payload's own reference, or under `acceptedAs` (as after a reference collision).
 */
export function controllableSubmit() {
  const payloads: WebhookPayload[] = [];
  let settle: { resolve: (acceptedAs?: string) => void; reject: (failure: WebhookFailure) => void } | null = null;
  const actor = fromPromise<string, WebhookPayload>(
    ({ input }) =>
      new Promise<string>((resolve, reject) => {
        payloads.push(input);
        settle = {
          resolve: (acceptedAs) => resolve(acceptedAs ?? referenceOf(input.embeds[0].description) ?? ''),
          reject,
        };
      }),
  );
  return {
    actor,
    payloads,
    async succeed(acceptedAs?: string) {
      settle?.resolve(acceptedAs);
      await flush();
    },
    async fail(failure: WebhookFailure) {
      settle?.reject(failure);
      await flush();
    },
  };
}

export function recordNotices() {
  const notices: Notice[] = [];
  return { notices, notify: (_: unknown, notice: Notice) => notices.push(notice) };
}

export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
