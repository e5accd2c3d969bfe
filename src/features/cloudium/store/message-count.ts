import { surelyOneMessage } from '@/features/cloudium/contract/platform-limits';
import type { WebhookPayload } from '@/features/cloudium/contract/webhook-payload.schema';

/**
 * How many chat messages a request becomes, as the relay counts them (team-view.ts, messagesFor): its proof is priced
 * for that many. Most requests are surely one; the split's code loads only for a longer one.
 */
export async function messagesOf(payload: WebhookPayload): Promise<number> {
  if (surelyOneMessage(payload)) return 1;
  const { messagesFor } = await import(
    /* webpackChunkName: "message-count" */ '@/features/cloudium/contract/team-view'
  );
  return messagesFor(payload).length;
}
