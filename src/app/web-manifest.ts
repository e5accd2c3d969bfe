import { brandColors } from '@/config/brand';
import { routes } from '@/config/routes';
import { site } from '@/config/site';
import { pageMeta } from '@/content/page-meta.content';

/**
 * The web app manifest (docs/product.md, "Offline"): what a phone shows when the site is installed. The build writes
 * it as dist/public/manifest.webmanifest; a page names it once it has settled (worker-registration.ts). The
 * icons are public/icons/ (scripts/app-icon.html).
 */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

export const APP_ICONS = [
  { src: '/icons/icon-any-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-any-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export function webManifest() {
  return {
    id: routes.home,
    name: site.siteName,
    short_name: site.creatorName,
    description: pageMeta.home.description,
    lang: 'de',
    dir: 'ltr',
    start_url: routes.home,
    scope: routes.home,
    display: 'standalone',
    background_color: brandColors.background,
    theme_color: brandColors.theme,
    icons: APP_ICONS,
  };
}
