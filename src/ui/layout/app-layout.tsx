import { Box, Flex, Link } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { NAV_HEIGHT_PX } from '@/config/layout';
import { layoutContent } from '@/content/layout.content';
import type { PageMeta } from '@/content/page-meta.content';
import { usePageMeta } from '../page-meta';
import { ToasterOutlet } from '../overlay/toaster-outlet';
import { Footer } from './footer';
import { NavigationProgress } from './navigation-progress';
import { KeptCopyNotice } from './kept-copy-notice';
import { UpdateOffer } from './update-offer';
import { MENU_ID, TopBar } from './top-bar';

export interface RouteHandle {
  meta?: PageMeta;
  /** The webpack chunk name of the route's lazy module; the prerendered page loads it before the entry. */
  chunk?: string;
  /** Loads (and evaluates) the route's module ahead of a navigation to it (src/app/route-preload.ts). */
  preload?: () => Promise<unknown>;
}

export const MAIN_CONTENT_ID = 'inhalt';

function useRouteMeta(): PageMeta | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta;
  }
  return undefined;
}

/**
 * Each route change scrolls to the top (shared layout); a tab change in the query does not.
 * The first page of a visit is left where the browser put it: a visitor may already have scrolled the
 * prerendered page before it became interactive, or opened it at a #fragment.
 */
function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

/**
 * Without JavaScript the prerendered pages stay readable: every tab panel is shown one after the other (the tab
 * buttons cannot work), and on small screens the menu's links are listed open under a bar that scrolls away.
 */
// In Chakra's first cascade layer: an !important rule there outranks the reset's `[hidden]` rule.
const noScriptCss = `@layer reset{${[
  '[role=tabpanel][hidden]{display:block!important}',
  '[role=tablist]{display:none!important}',
  `#${MENU_ID}[hidden]{display:block!important;height:auto!important}`,
  `[aria-controls=${MENU_ID}]{display:none!important}`,
  '[data-top-bar]{position:static!important}',
  `#${MAIN_CONTENT_ID}{padding-top:0!important}`,
].join('')}}`;

/**
 * What a tap before the page is interactive shows at once (src/app/early-input.js marks it): a tab's panel, with the
 * other panels of its list hidden, and the phone menu's list, without its opening animation (also once the app has
 * taken over, so the list the visitor sees does not collapse and grow again). In Chakra's first cascade layer, as
 * above.
 */
const earlyAnswerCss = {
  '@layer reset': {
    'html:not([data-hydrated]) & [data-early-shown]': { display: 'block !important', height: 'auto !important' },
    'html:not([data-hydrated]) & :has(> [role=tabpanel][data-early-shown]) > [role=tabpanel]:not([data-early-shown])': {
      display: 'none !important',
    },
    '& [data-early-shown]': { animationName: 'none !important' },
  },
} as const;

/** Shared layout: skip link, fixed top bar, routed page, footer, toasts. */
export function AppLayout() {
  usePageMeta(useRouteMeta());
  useScrollToTopOnRouteChange();
  return (
    <Flex direction="column" minH="100vh" css={earlyAnswerCss}>
      <Link
        href={`#${MAIN_CONTENT_ID}`}
        position="absolute"
        left="4"
        top="-20"
        zIndex="skipNav"
        bg="brand.solid"
        color="brand.contrast"
        px="4"
        py="2"
        borderRadius="md"
        _focus={{ top: '4' }}
      >
        {layoutContent.skipLink}
      </Link>
      <noscript>
        <style>{noScriptCss}</style>
      </noscript>
      <NavigationProgress />
      <TopBar />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} pt={`${NAV_HEIGHT_PX}px`} flex="1" outline="none">
        <Outlet />
      </Box>
      <Footer />
      <ToasterOutlet />
      <UpdateOffer />
      <KeptCopyNotice />
    </Flex>
  );
}
