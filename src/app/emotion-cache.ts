import createCache, { type EmotionCache } from '@emotion/cache';
import { PRERENDERED_CSS_ATTRIBUTE } from './document';
import { batchInsertions } from './emotion-sheet';

/**
 * The browser's Emotion cache for a prerendered page (docs/prerendering.md, "Hydration"). Emotion's own start-up
 * finds the server's style tags by `data-emotion` and moves each of them, which makes the browser style and lay out
 * the whole page again. The prerendered page names them by PRERENDERED_CSS_ATTRIBUTE instead, so they stay where they
 * are; this cache only learns which styles they hold, so hydration inserts none of them a second time. Styles the
 * app adds later go into tags of their own after them, one per task (src/app/emotion-sheet.ts).
 */
export function createPrerenderedCache(root: ParentNode = document): EmotionCache {
  const cache = batchInsertions(createCache({ key: 'css' }));
  for (const tag of root.querySelectorAll(`style[${PRERENDERED_CSS_ATTRIBUTE}]`)) {
    const [key, ...names] = (tag.getAttribute(PRERENDERED_CSS_ATTRIBUTE) ?? '').split(' ');
    // Global styles ("css-global …") belong to no cache. Chakra's <Global> then finds no tag of its own: the
    // browser system has no global CSS to add (src/ui/system/snapshot-system.ts), and the one-line statement of the
    // cascade layers' order is added once more, which changes nothing.
    if (key !== cache.key) continue;
    for (const name of names) cache.inserted[name] = true;
  }
  return cache;
}
