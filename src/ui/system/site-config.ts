import { defineConfig } from '@chakra-ui/react';
import { checkboxAnatomy, nativeSelectAnatomy, toastAnatomy } from '@chakra-ui/react/anatomy';
// Relative: webpack.config.ts loads this file through ts-node, which does not know the '@/' alias.
import { brandColors } from '../../config/brand';
import { NAV_HEIGHT_PX } from '../../config/layout';

/** The outline colour of form fields; see the recipes below. */
export const FIELD_OUTLINE = 'gray.500';

/**
 * The Chakra system: a dark gaming look. The brand palette is violet; solid buttons use violet.700 with
 * white text (7:1 contrast), so axe's colour-contrast rule passes. The font is bundled (font-faces.tsx).
 */
export const siteConfig = defineConfig({
  globalCss: {
    html: { colorScheme: 'dark', scrollPaddingTop: `${NAV_HEIGHT_PX}px` },
    // German builds long compounds. Text hyphenates where the browser knows German (the document is lang="de");
    // where it does not, a word that is wider than its line still breaks instead of pushing the page sideways
    // (WCAG 1.4.10, docs/reflow.md).
    body: { bg: 'bg', color: 'fg', minHeight: '100vh', hyphens: 'auto', overflowWrap: 'break-word' },
    // Headings sit in flex and grid layouts, whose items are never narrower than their longest word unless that
    // word may break anywhere.
    'h1, h2, h3, h4, h5, h6': { overflowWrap: 'anywhere' },
    // Addresses, e-mail addresses and code cannot hyphenate: they break anywhere, without an inserted hyphen that
    // would read as part of them.
    'a, code, kbd, samp': { hyphens: 'manual', overflowWrap: 'anywhere' },
    '::selection': { bg: 'brand.600', color: 'white' },
    // A button tapped before the page is interactive waits for the app (src/app/early-input.js), and a link tapped
    // for the next page waits for it (ui/layout/navigation-progress.tsx): each says so. Not <html>, which carries
    // `data-early-pending` (and `data-navigating`) meanwhile: set in a tap's own task, an inherited property there (a
    // page-wide `cursor: progress` did) restyles every element of the page before the frame that shows the tap was
    // taken (docs/rendering.md).
    ':not(html)[data-early-pending], [data-navigation-pending]': { cursor: 'progress', opacity: '0.7' },
  },
  theme: {
    // The framed surfaces the pages are built of (cards, notes, asides), one look each, used as `layerStyle="panel"`
    // with the radius and spacing of the place.
    layerStyles: {
      panel: { value: { borderWidth: '1px', borderColor: 'border.muted', bg: 'bg.panel' } },
      'panel.brand': { value: { borderWidth: '1px', borderColor: 'brand.border', bg: 'bg.panel' } },
      'panel.sunken': { value: { borderWidth: '1px', borderColor: 'border.muted', bg: 'bg.subtle' } },
      // A panel that opens a page part (the news header, Cloudium's overview): brand colour fading into the panel.
      banner: {
        value: {
          borderWidth: '1px',
          borderColor: 'border.muted',
          bg: 'bg.panel',
          bgGradient: 'to-br',
          gradientFrom: 'brand.subtle',
          gradientTo: 'bg.panel',
        },
      },
      // The round or square mark beside a page's heading (the creator's initials, the Fortnite page's gamepad).
      emblem: {
        value: {
          display: 'grid',
          placeItems: 'center',
          color: 'white',
          bgGradient: 'to-br',
          gradientFrom: 'brand.600',
          gradientTo: 'accent.700',
          boxShadow: '0 0 40px rgba(139, 92, 246, 0.45)',
        },
      },
    },
    // The small line above a heading that names the part of the site (`textStyle="eyebrow"`).
    textStyles: {
      eyebrow: {
        value: { fontWeight: 'semibold', letterSpacing: 'wider', textTransform: 'uppercase', fontSize: 'sm' },
      },
    },
    // The home hero's entrance (pages/home/home.page.tsx).
    keyframes: {
      'hero-rise': { from: { transform: 'translateY(24px)' }, to: { transform: 'none' } },
    },
    // Field outlines with at least 3:1 contrast against the panels (WCAG 1.4.11): Chakra's `border` token is
    // fainter on this dark theme. In the recipes, so every field of every form gets it; an invalid field's red
    // border still wins (Chakra styles it by the more specific [aria-invalid] selector).
    recipes: {
      input: { variants: { variant: { outline: { borderColor: FIELD_OUTLINE } } } },
      textarea: { variants: { variant: { outline: { borderColor: FIELD_OUTLINE } } } },
    },
    slotRecipes: {
      nativeSelect: {
        slots: nativeSelectAnatomy.keys(),
        variants: { variant: { outline: { field: { borderColor: FIELD_OUTLINE } } } },
      },
      checkbox: {
        slots: checkboxAnatomy.keys(),
        variants: { variant: { solid: { control: { borderColor: FIELD_OUTLINE } } } },
      },
      // Dark panel toasts with a coloured edge: Chakra's solid green and the 80 % description text fail
      // axe's colour contrast on our dark theme.
      toast: {
        slots: toastAnatomy.keys(),
        base: {
          root: {
            bg: 'bg.panel',
            color: 'fg',
            borderWidth: '1px',
            borderColor: 'border.emphasized',
            borderInlineStartWidth: '4px',
            borderInlineStartColor: 'brand.400',
            '&[data-type=success], &[data-type=error], &[data-type=warning]': { bg: 'bg.panel', color: 'fg' },
            '&[data-type=success]': {
              borderInlineStartColor: 'green.400',
              '& .chakra-toast__indicator': { color: 'green.400' },
            },
            '&[data-type=error]': {
              borderInlineStartColor: 'red.400',
              '& .chakra-toast__indicator': { color: 'red.400' },
            },
            '&[data-type=warning]': {
              borderInlineStartColor: 'orange.300',
              '& .chakra-toast__indicator': { color: 'orange.300' },
            },
            '&[data-type=info] .chakra-toast__indicator': { color: 'brand.300' },
          },
          title: { fontWeight: 'semibold' },
          description: { opacity: '1', color: 'fg.muted' },
        },
      },
    },
    tokens: {
      fonts: {
        heading: { value: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif" },
        body: { value: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#f5f3ff' },
          100: { value: '#ede9fe' },
          200: { value: '#ddd6fe' },
          300: { value: '#c4b5fd' },
          400: { value: '#a78bfa' },
          500: { value: '#8b5cf6' },
          600: { value: '#7c3aed' },
          700: { value: '#6d28d9' },
          800: { value: '#5b21b6' },
          900: { value: '#4c1d95' },
          950: { value: '#2e1065' },
        },
        accent: {
          300: { value: '#67e8f9' },
          400: { value: '#22d3ee' },
          500: { value: '#06b6d4' },
          700: { value: '#0e7490' },
        },
        night: {
          700: { value: '#1c1b2e' },
          800: { value: '#151425' },
          900: { value: '#0e0d1a' },
          950: { value: brandColors.background },
        },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.night.950}' } },
          panel: { value: { _light: '{colors.white}', _dark: '{colors.night.800}' } },
          subtle: { value: { _light: '{colors.gray.50}', _dark: '{colors.night.900}' } },
          muted: { value: { _light: '{colors.gray.100}', _dark: '{colors.night.700}' } },
        },
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: '{colors.white}' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.400}' },
          border: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
        },
      },
    },
  },
});
