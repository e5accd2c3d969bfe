import { Stack, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import type { RequestKind } from '@/features/cloudium/contract/webhook-contract';
import { waitingMessages } from '@/features/cloudium/content/cloudium-messages.content';
import {
  sentWithPageClosed,
  subscribeToWaiting,
  waitingSnapshot,
} from '@/features/cloudium/store/waiting/waiting-snapshot';

const NOTHING_WAITS: readonly never[] = [];

/**
 * The requests of these kinds that wait for the connection, each with its reference and when it goes out
 * (docs/product.md, "Offline"); nothing while none waits, and nothing in the prerendered page.
 */
export function WaitingNotice({ kinds }: { kinds: readonly RequestKind[] }) {
  const waiting = useSyncExternalStore(subscribeToWaiting, waitingSnapshot, () => NOTHING_WAITS);
  const mine = waiting.filter((request) => kinds.includes(request.kind));
  if (mine.length === 0) return null;
  const closed = sentWithPageClosed();
  return (
    <Stack gap="1" data-testid="waiting-requests">
      {mine.map((request) => (
        <Text key={request.reference} role="status" color="orange.300" fontWeight="medium">
          {waitingMessages.waiting(request.reference, closed)}
        </Text>
      ))}
    </Stack>
  );
}
