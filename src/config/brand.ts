/**
 * The site's colours where the browser draws around the page: its address bar (`theme-color`), and an installed
 * app's title bar and splash screen (the web app manifest). The page's own dark background (`night.950` in
 * src/ui/system/site-config.ts) is the same colour, so nothing flashes between them.
 */
export const brandColors = {
  background: '#09080f',
  theme: '#09080f',
} as const;
