import { Box, Button, chakra, Flex, HStack, Link, Stack } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { NavLink, useLocation } from 'react-router-dom';
import { NAV_HEIGHT_PX } from '@/config/layout';
import { mainNavigation, routes, type NavLink as NavItem } from '@/config/routes';
import { layoutContent } from '@/content/layout.content';
import { navigationMachine } from '@/machines/navigation.machine';
import { CloseIcon, MenuIcon } from '../icons';
import { useActorState, useMachineActor } from '../machine-actor';
import { StaticIsland } from '../rendering/static-island';
import { BrandMark } from './brand-mark';

export const MENU_ID = 'hauptmenue-mobil';

type NavigationActor = ActorRefFrom<typeof navigationMachine>;

/** Reports the scroll position to the navigation machine, at most once a frame; attached once per actor. */
function useScrollReporting(actor: NavigationActor) {
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        actor.send({ type: 'page.scroll', y: window.scrollY });
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [actor]);
}

/** Marks a navigation link as the current page's (`aria-current`); NavLink does it for the links React renders. */
const NAV_LINK_ATTRIBUTE = 'data-nav-link';

/** Whether `pathname` is the page of a navigation link to `to`, as React Router's NavLink decides it. */
export function isCurrentPage(to: string, pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (to === routes.home) return path === to;
  return path === to || (path.startsWith(to) && path.charAt(to.length) === '/');
}

/**
 * The navigation lists are static islands (they only hold links), so the prerendered page's links are not React's:
 * when the page changes, this marks the current one, as NavLink would.
 */
function useCurrentPageMarks(pathname: string) {
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${NAV_LINK_ATTRIBUTE}]`)) {
      const current = isCurrentPage(link.getAttribute(NAV_LINK_ATTRIBUTE) ?? '', pathname);
      if (current) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }, [pathname]);
}

function NavItemLink({ item, onChoose }: { item: NavItem; onChoose?: () => void }) {
  return (
    <Link
      asChild
      px="3"
      py="2"
      borderRadius="md"
      fontWeight="medium"
      fontSize="sm"
      color="fg.muted"
      whiteSpace="nowrap"
      _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
      css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
    >
      <NavLink to={item.to} end={item.to === routes.home} onClick={onChoose} {...{ [NAV_LINK_ATTRIBUTE]: item.to }}>
        {item.label}
      </NavLink>
    </Link>
  );
}

/**
 * The phone menu's list: in the served page, hidden until the menu button opens it. It drops in (Chakra's
 * `slide-from-top` and `fade-in`) and closes at once. Its own element, not Ark's Collapsible: the Collapsible measured
 * the list in the tap's frame to animate its height, and rendered its machine's changes in two more synchronous
 * commits (docs/performance.md#taps).
 */
const menuListCss = {
  overflow: 'hidden',
  _open: { animationName: 'slide-from-top, fade-in', animationDuration: 'moderate' },
} as const;

/** The brand link and the desktop links: the same whatever the menu and the bar do. */
const BarLinks = memo(function BarLinks() {
  return (
    <>
      <Link asChild _hover={{ textDecoration: 'none' }} flexShrink={0}>
        <NavLink to={routes.home} aria-label={layoutContent.topBar.homeLinkLabel}>
          <BrandMark />
        </NavLink>
      </Link>
      {/* Around the list, not inside it: a list holds only its items. */}
      <StaticIsland>
        <HStack as="ul" listStyleType="none" gap="0" ml="auto" display={{ base: 'none', xl: 'flex' }}>
          {mainNavigation.map((item) => (
            <li key={item.to}>
              <NavItemLink item={item} />
            </li>
          ))}
        </HStack>
      </StaticIsland>
    </>
  );
});

/** The phone menu's list; opening or closing it changes its `hidden`, not its links. */
const MenuList = memo(function MenuList({ open, onChoose }: { open: boolean; onChoose: () => void }) {
  const links = useMemo(
    () => (
      // Choosing a link closes the menu: NavLink's onClick where React renders the links, the island's onFollowLink
      // where the prerendered page keeps them.
      <StaticIsland onFollowLink={onChoose}>
        <Stack
          as="ul"
          listStyleType="none"
          gap="1"
          px="4"
          pb="4"
          maxH={`calc(100vh - ${NAV_HEIGHT_PX}px)`}
          overflowY="auto"
          aria-label={layoutContent.topBar.menuListLabel}
        >
          {mainNavigation.map((item) => (
            <li key={item.to}>
              <NavItemLink item={item} onChoose={onChoose} />
            </li>
          ))}
        </Stack>
      </StaticIsland>
    ),
    [onChoose],
  );
  return (
    <chakra.div
      id={MENU_ID}
      hidden={!open}
      data-state={open ? 'open' : 'closed'}
      display={{ base: 'block', xl: 'none' }}
      css={menuListCss}
    >
      {links}
    </chakra.div>
  );
});

/** Fixed top navigation (docs/product.md#shared-layout): hides on scroll down, menu button on small screens. */
export function TopBar() {
  const actor = useMachineActor(navigationMachine, {});
  const { send } = actor;
  const location = useLocation();
  const barVisible = useActorState(actor, (state) => state.hasTag('barVisible'));
  const menuOpen = useActorState(actor, (state) => state.hasTag('menuOpen'));
  const closeMenu = useCallback(() => send({ type: 'menu.close' }), [send]);

  useScrollReporting(actor);
  useCurrentPageMarks(location.pathname);

  useEffect(() => {
    send({ type: 'route.changed' });
  }, [location.pathname, send]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen, closeMenu]);

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      data-testid="top-bar"
      data-top-bar=""
      data-visible={barVisible ? 'true' : 'false'}
      transform={barVisible ? 'translateY(0)' : 'translateY(-100%)'}
      transition="transform 0.25s ease"
      _motionReduce={{ transition: 'none' }}
      bg="rgba(9, 8, 15, 0.85)"
      backdropFilter="blur(12px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
      onFocusCapture={() => send({ type: 'bar.focus' })}
    >
      <Flex
        as="nav"
        aria-label={layoutContent.topBar.navigationLabel}
        h={`${NAV_HEIGHT_PX}px`}
        px={{ base: '4', md: '6' }}
        align="center"
        gap="4"
      >
        <BarLinks />
        <Button
          ml="auto"
          display={{ base: 'inline-flex', xl: 'none' }}
          variant="ghost"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          // The visible word stays "Menü" (the icon shows the state), so the bar fits a 320 px phone; the name
          // a screen reader announces starts with that word (WCAG 2.5.3) and says what the button does now.
          aria-label={menuOpen ? layoutContent.topBar.menuCloseButton : layoutContent.topBar.menuButton}
          onClick={() => send({ type: 'menu.toggle' })}
        >
          {menuOpen ? <CloseIcon size="1.4em" /> : <MenuIcon size="1.4em" />}
          {layoutContent.topBar.menuButton}
        </Button>
      </Flex>
      <MenuList open={menuOpen} onChoose={closeMenu} />
    </Box>
  );
}
