import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A part of a page that only shows: text, images, links, no state and no handlers (docs/prerendering.md, "Static
 * parts are not hydrated"). Hydrating such a part costs a phone as much as any other (every Chakra element computes
 * its styles again) and changes nothing. So when the browser hydrates a prerendered page, an island keeps the markup
 * the server wrote and React never renders its children; React renders them as usual everywhere else (the prerender
 * step, a page the visitor navigates to).
 *
 * The island is a `display: contents` element, so it takes no part in the layout. Its links work as the app's links:
 * a click on a link to a page of the site is a navigation of the app, not a page load.
 */
export const ISLAND_ATTRIBUTE = 'data-static-island';

/** Not in layout or in the accessibility tree: the island's children are laid out as if it were not there. */
export const CONTENTS = { display: 'contents' } as const;

/**
 * The markup the server wrote for the island `id`, if this is the browser hydrating it. Read from the page only if
 * React ever asks (when it has to render the island from scratch after all), so hydrating costs nothing.
 */
export function prerenderedMarkup(id: string): { readonly __html: string } | null {
  if (typeof document === 'undefined') return null;
  const element = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].find(
    (candidate) => candidate.getAttribute(ISLAND_ATTRIBUTE) === id,
  );
  if (!element) return null;
  let markup: string | undefined;
  return {
    get __html() {
      markup ??= element.innerHTML;
      return markup;
    },
  };
}

/** The app's address of a plain click on a link to a page of the site; null for anything the browser should do. */
function internalLinkTarget(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

interface StaticIslandProps {
  children: ReactNode;
  /** Called before the app follows a link of the island (what a RouterLink's onClick would do). */
  onFollowLink?: (target: string) => void;
}

export function StaticIsland({ children, onFollowLink }: StaticIslandProps) {
  const id = useId();
  const [prerendered] = useState(() => prerenderedMarkup(id));
  const navigate = useNavigate();
  const followLink = (event: MouseEvent<HTMLElement>) => {
    const target = internalLinkTarget(event);
    if (target === null) return;
    event.preventDefault();
    onFollowLink?.(target);
    void navigate(target);
  };
  const props = { [ISLAND_ATTRIBUTE]: id, style: CONTENTS, onClick: followLink };
  if (prerendered) return <div {...props} suppressHydrationWarning dangerouslySetInnerHTML={prerendered} />;
  return <div {...props}>{children}</div>;
}
