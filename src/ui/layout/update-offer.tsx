import { Button } from '@chakra-ui/react';
import { layoutContent } from '@/content/layout.content';
import { declineUpdate, useUpdateOffer } from '../site-update';
import { FloatingNotice } from './floating-notice';

/**
 * "Neue Version verfügbar": shown once a new release's service worker waits (src/ui/site-update.ts), as a notice at
 * the bottom (floating-notice.tsx); "Neu laden" takes the new version, "Später" hides the offer until the next page
 * load, when it comes again.
 */
export function UpdateOffer() {
  const offer = useUpdateOffer();
  if (!offer) return null;
  const { title, text, reload, later } = layoutContent.updateOffer;
  return (
    <FloatingNotice title={title} text={text} side="end">
      <Button variant="ghost" size="sm" onClick={declineUpdate}>
        {later}
      </Button>
      <Button colorPalette="brand" size="sm" onClick={offer.take}>
        {reload}
      </Button>
    </FloatingNotice>
  );
}
