import { fromPromise } from 'xstate';
import type { WebhookFailure } from '@/domain/webhook-failure';
import type { WebhookPayload } from '@/domain/webhook-contract';
import type { Notice } from '@/machines/cloudium-notices';

/** A submit actor the test settles by hand, recording each payload it was started with. */
export function controllableSubmit() {
  const payloads: WebhookPayload[] = [];
  let settle: { resolve: () => void; reject: (failure: WebhookFailure) => void } | null = null;
  const actor = fromPromise<undefined, WebhookPayload>(
    ({ input }) =>
      new Promise<undefined>((resolve, reject) => {
        payloads.push(input);
        settle = { resolve: () => resolve(undefined), reject };
      }),
  );
  return {
    actor,
    payloads,
    async succeed() {
      settle?.resolve();
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
