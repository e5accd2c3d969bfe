import { Box } from '@chakra-ui/react';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { layoutContent } from '@/content/layout.content';

/**
 * A tap on a link shows at once that it was taken (docs/rendering.md). The router renders the next
 * page in a transition, which on a phone takes a few hundred milliseconds; meanwhile the tapped link marks itself as
 * pending and the progress bar at the top shows. Both are set straight on the document in the tap's own task, before
 * React renders anything, and cleared in the commit that shows the next page.
 */
export const NAVIGATING_ATTRIBUTE = 'data-navigating';
export const PENDING_LINK_ATTRIBUTE = 'data-navigation-pending';
/** A navigation that never shows a page (a link nobody follows) stops marking itself after this long. */
const GIVE_UP_MS = 10_000;

/** The link a click is about, if it leads to another address of this site in this tab. */
export function linkToOtherPage(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if ((link.target && link.target !== '_self') || link.origin !== window.location.origin) return null;
  const samePage = link.pathname === window.location.pathname && link.search === window.location.search;
  return samePage ? null : link;
}

function settle(): void {
  document.documentElement.removeAttribute(NAVIGATING_ATTRIBUTE);
  for (const link of document.querySelectorAll(`[${PENDING_LINK_ATTRIBUTE}]`)) {
    link.removeAttribute(PENDING_LINK_ATTRIBUTE);
  }
}

/** Marks a navigation from the tap on a link until the next page is committed. */
function useImmediateFeedback(): void {
  const { key } = useLocation();
  const { state } = useNavigation();
  useEffect(() => {
    let giveUp = 0;
    const onClick = (event: MouseEvent) => {
      const link = linkToOtherPage(event);
      if (!link) return;
      settle();
      link.setAttribute(PENDING_LINK_ATTRIBUTE, '');
      document.documentElement.setAttribute(NAVIGATING_ATTRIBUTE, '');
      window.clearTimeout(giveUp);
      giveUp = window.setTimeout(settle, GIVE_UP_MS);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.clearTimeout(giveUp);
      settle();
    };
  }, []);
  // The next page is in this commit; or the router has given up on the navigation.
  useLayoutEffect(settle, [key]);
  useEffect(() => {
    if (state === 'idle') settle();
  }, [state]);
}

/** The bar at the top of the page while the next page is on its way. */
export function NavigationProgress() {
  useImmediateFeedback();
  const navigating = useNavigation().state !== 'idle';
  return (
    <Box
      role="progressbar"
      aria-label={layoutContent.loadingPage}
      display={navigating ? 'block' : 'none'}
      position="fixed"
      top="0"
      left="0"
      right="0"
      h="3px"
      zIndex="toast"
      bgGradient="to-r"
      gradientFrom="brand.400"
      gradientTo="accent.400"
      css={{ [`html[${NAVIGATING_ATTRIBUTE}] &`]: { display: 'block' } }}
    />
  );
}
