import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { layoutContent } from '@/content/layout.content';
import { declineUpdate, useUpdateOffer } from '../site-update';

/**
 * "Neue Version verfügbar": shown once a new release's service worker waits (src/ui/site-update.ts). At the bottom,
 * beside the content, never over a dialog (dialogs lie above it); "Neu laden" takes the new version, "Später" hides
 * the offer until the next page load, when it comes again.
 */
export function UpdateOffer() {
  const offer = useUpdateOffer();
  if (!offer) return null;
  const { title, text, reload, later } = layoutContent.updateOffer;
  return (
    <Stack
      role="status"
      aria-label={title}
      position="fixed"
      insetInline={{ base: '4', md: 'auto' }}
      insetInlineEnd={{ md: '4' }}
      bottom="4"
      maxW={{ md: 'sm' }}
      zIndex="banner"
      layerStyle="panel"
      borderRadius="lg"
      boxShadow="lg"
      p="4"
      gap="3"
    >
      <Text fontWeight="semibold">{title}</Text>
      <Text color="fg.muted" fontSize="sm">
        {text}
      </Text>
      <HStack gap="2" justify="flex-end">
        <Button variant="ghost" size="sm" onClick={declineUpdate}>
          {later}
        </Button>
        <Button colorPalette="brand" size="sm" onClick={offer.take}>
          {reload}
        </Button>
      </HStack>
    </Stack>
  );
}
