import type { createBrowserRouter, To } from 'react-router-dom';
import { afterPaint } from '@/ui/rendering/moments';
import { linkToOtherPage } from '@/ui/layout/navigation-progress';

type AppRouter = ReturnType<typeof createBrowserRouter>;
type NavigateOptions = Parameters<AppRouter['navigate']>[1];

/**
 * A tap on a link answers in its own frame (docs/rendering.md). In the tap's task the menu closes
 * and the link and the progress bar mark themselves as pending; the router's navigation (matching the routes, its
 * loaders' promise chain, `pushState` and React rendering the router's new state) is the larger part of that task on
 * a phone, so it starts in the task after the browser has painted the tap's answer. Every link goes through the
 * router's `navigate` (React Router's links, the static islands' links), so this is the one place that defers it.
 * Navigations not started by a tap on a link (back and forward, the start-up's catch-up) run at once; a community
 * tab defers its address itself (community-tabs.tsx), as a later tab replaces it there. Returns a function that stops
 * deferring.
 */
export function navigateAfterLinkTapPaints(router: AppRouter): () => void {
  let tapOnLink = false;
  const onClick = (event: MouseEvent) => {
    if (!linkToOtherPage(event)) return;
    // Every listener of this click, and their microtasks, run before this timeout.
    tapOnLink = true;
    window.setTimeout(() => {
      tapOnLink = false;
    }, 0);
  };
  document.addEventListener('click', onClick, { capture: true });

  const navigateNow = router.navigate;
  function navigate(to: number): Promise<void>;
  function navigate(to: To | null, options?: NavigateOptions): Promise<void>;
  function navigate(to: number | To | null, options?: NavigateOptions): Promise<void> {
    const go = () => (typeof to === 'number' ? navigateNow(to) : navigateNow(to, options));
    if (!tapOnLink) return go();
    return new Promise((resolve, reject) => {
      afterPaint(() => {
        go().then(resolve, reject);
      });
    });
  }
  router.navigate = navigate;

  return () => {
    document.removeEventListener('click', onClick, { capture: true });
    router.navigate = navigateNow;
  };
}
