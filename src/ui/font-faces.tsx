import { Global } from '@emotion/react';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2';

/** The Latin subset of Inter: every German text needs it, so each page preloads it (src/app/prerender.tsx). */
export const PRELOADED_FONT_URL: string = interLatin;

/**
 * Inter, bundled with the site: no font is fetched from a third-party host. `font-display: optional`: text is
 * painted at once, in Inter when it has arrived (it is preloaded) and otherwise in the system font for the rest
 * of that page view. The text never turns invisible, never jumps when a font arrives late (no layout shift),
 * and the page's largest text is painted once, at the first paint.
 *
 * 'Inter Fallback' is Arial (or its metric twins Liberation Sans and Arimo) scaled to Inter's metrics, so text laid
 * out before the font arrives takes the same room as in Inter: if the font comes in during the short block
 * period, nothing moves. The overrides are Inter's ascent, descent and average width against Arial's.
 */
const fontFaces = `
@font-face {
  font-family: 'Inter Fallback';
  src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Arimo');
  ascent-override: 90.49%;
  descent-override: 22.56%;
  line-gap-override: 0%;
  size-adjust: 107.06%;
}
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: optional;
  font-weight: 100 900;
  src: url(${interLatin}) format('woff2-variations'), url(${interLatin}) format('woff2');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329,
    U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: optional;
  font-weight: 100 900;
  src: url(${interLatinExt}) format('woff2-variations'), url(${interLatinExt}) format('woff2');
  unicode-range: U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F,
    U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF;
}
`;

export function FontFaces() {
  return <Global styles={fontFaces} />;
}
