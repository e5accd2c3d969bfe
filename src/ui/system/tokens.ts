/**
 * Chakra 3.37's default tokens and semantic tokens, without the ones the site never uses. They are written out
 * here because Chakra exports them only from `@chakra-ui/react/theme`'s index module, and importing anything from
 * that module keeps its `defaultThemeConfig` – and with it every recipe of Chakra – in the bundle.
 *
 * The values are Chakra's, unchanged: test/unit/ui/system.test.ts compares every token CSS variable with
 * `createSystem(defaultConfig, siteConfig)`, so a Chakra upgrade that changes a default fails there.
 *
 * Left out: the aspectRatios, blurs and borders tokens; the ping, pulse and bounce animations (their keyframes are
 * dropped); the yellow, teal, cyan and purple scales and palettes; the pink palette (the home page uses pink.300,
 * so the scale stays). The fonts are the site's (system.ts) except mono.
 */

type Token<V = string> = { value: V };
type Tokens<V = string> = Record<string, Token<V>>;

/** `{ a: 1 }` → `{ a: { value: 1 } }` */
function values<V extends string | number>(entries: Record<string, V>): Tokens<V> {
  return Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, { value }]));
}

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;

/** A colour scale from its eleven values, 50 to 950. */
function scale(colors: readonly string[]): Tokens {
  return Object.fromEntries(SHADES.map((shade, index) => [shade, { value: colors[index] ?? '' }]));
}

/** A black or white scale with Chakra's eleven alpha steps. */
function alphaScale(rgb: string): Tokens {
  const alphas = ['0.04', '0.06', '0.08', '0.16', '0.24', '0.36', '0.48', '0.64', '0.80', '0.92', '0.95'];
  return scale(alphas.map((alpha) => `rgba(${rgb}, ${alpha})`));
}

/** 0.25rem steps: Chakra's spacing scale (also the start of its sizes). */
const SPACE_STEPS = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 72, 80, 96,
];
const spacing: Tokens = Object.fromEntries(
  [...SPACE_STEPS, 0.5, 1.5, 2.5, 3.5, 4.5].map((step) => [String(step), { value: `${step / 4}rem` }]),
);

/** Chakra's fractions, e.g. 1/3 → 33.333333% (of quarters only 1/4 and 3/4). */
function fractions(denominator: number, numerators = Array.from({ length: denominator - 1 }, (_, index) => index + 1)) {
  return Object.fromEntries(
    numerators.map((numerator) => {
      const percent = Number(((numerator / denominator) * 100).toFixed(6));
      return [`${numerator}/${denominator}`, { value: `${percent}%` }];
    }),
  ) as Tokens;
}

export const tokens = {
  animations: values({ spin: 'spin 1s linear infinite' }),
  colors: {
    transparent: { value: 'transparent' },
    current: { value: 'currentColor' },
    black: { value: '#09090B' },
    white: { value: '#FFFFFF' },
    whiteAlpha: alphaScale('255, 255, 255'),
    blackAlpha: alphaScale('0, 0, 0'),
    // prettier-ignore
    gray: scale(['#fafafa', '#f4f4f5', '#e4e4e7', '#d4d4d8', '#a1a1aa', '#71717a', '#52525b', '#3f3f46', '#27272a', '#18181b', '#111111']),
    // prettier-ignore
    red: scale(['#fef2f2', '#fee2e2', '#fecaca', '#fca5a5', '#f87171', '#ef4444', '#dc2626', '#991919', '#511111', '#300c0c', '#1f0808']),
    // prettier-ignore
    orange: scale(['#fff7ed', '#ffedd5', '#fed7aa', '#fdba74', '#fb923c', '#f97316', '#ea580c', '#92310a', '#6c2710', '#3b1106', '#220a04']),
    // prettier-ignore
    green: scale(['#f0fdf4', '#dcfce7', '#bbf7d0', '#86efac', '#4ade80', '#22c55e', '#16a34a', '#116932', '#124a28', '#042713', '#03190c']),
    // prettier-ignore
    blue: scale(['#eff6ff', '#dbeafe', '#bfdbfe', '#a3cfff', '#60a5fa', '#3b82f6', '#2563eb', '#173da6', '#1a3478', '#14204a', '#0c142e']),
    // prettier-ignore
    pink: scale(['#fdf2f8', '#fce7f3', '#fbcfe8', '#f9a8d4', '#f472b6', '#ec4899', '#db2777', '#a41752', '#6d0e34', '#45061f', '#2c0514']),
  },
  cursor: values({
    button: 'pointer',
    checkbox: 'default',
    disabled: 'not-allowed',
    menuitem: 'default',
    option: 'default',
    radio: 'default',
    slider: 'default',
    switch: 'pointer',
  }),
  durations: values({
    fastest: '50ms',
    faster: '100ms',
    fast: '150ms',
    moderate: '200ms',
    slow: '300ms',
    slower: '400ms',
    slowest: '500ms',
  }),
  easings: values({
    'ease-in': 'cubic-bezier(0.42, 0, 1, 1)',
    'ease-out': 'cubic-bezier(0, 0, 0.58, 1)',
    'ease-in-out': 'cubic-bezier(0.42, 0, 0.58, 1)',
    'ease-in-smooth': 'cubic-bezier(0.32, 0.72, 0, 1)',
  }),
  fonts: values({ mono: 'SFMono-Regular,Menlo,Monaco,Consolas,"Liberation Mono","Courier New",monospace' }),
  fontSizes: values({
    '2xs': '0.625rem',
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
    '6xl': '3.75rem',
    '7xl': '4.5rem',
    '8xl': '6rem',
    '9xl': '8rem',
  }),
  fontWeights: values({
    thin: '100',
    extralight: '200',
    light: '300',
    normal: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
    extrabold: '800',
    black: '900',
  }),
  letterSpacings: values({
    tighter: '-0.05em',
    tight: '-0.025em',
    wide: '0.025em',
    wider: '0.05em',
    widest: '0.1em',
  }),
  lineHeights: values({ shorter: 1.25, short: 1.375, moderate: 1.5, tall: 1.625, taller: 2 }),
  radii: values({
    none: '0',
    '2xs': '0.0625rem',
    xs: '0.125rem',
    sm: '0.25rem',
    md: '0.375rem',
    lg: '0.5rem',
    xl: '0.75rem',
    '2xl': '1rem',
    '3xl': '1.5rem',
    '4xl': '2rem',
    full: '9999px',
  }),
  spacing,
  sizes: {
    ...spacing,
    ...values({
      '3xs': '14rem',
      '2xs': '16rem',
      xs: '20rem',
      sm: '24rem',
      md: '28rem',
      lg: '32rem',
      xl: '36rem',
      '2xl': '42rem',
      '3xl': '48rem',
      '4xl': '56rem',
      '5xl': '64rem',
      '6xl': '72rem',
      '7xl': '80rem',
      '8xl': '90rem',
    }),
    ...fractions(2),
    ...fractions(3),
    ...fractions(4, [1, 3]),
    ...fractions(5),
    ...fractions(6),
    ...fractions(12),
    ...values({
      max: 'max-content',
      min: 'min-content',
      fit: 'fit-content',
      prose: '60ch',
      full: '100%',
      dvh: '100dvh',
      svh: '100svh',
      lvh: '100lvh',
      dvw: '100dvw',
      svw: '100svw',
      lvw: '100lvw',
      vw: '100vw',
      vh: '100vh',
    }),
  },
  zIndex: values({
    hide: -1,
    base: 0,
    docked: 10,
    dropdown: 1000,
    sticky: 1100,
    banner: 1200,
    overlay: 1300,
    modal: 1400,
    popover: 1500,
    skipNav: 1600,
    toast: 1700,
    tooltip: 1800,
    max: 2147483647,
  }),
};

/** A light/dark semantic token; bare names (gray.50, white) are colour token references. */
function mode(light: string, dark: string): Token<{ _light: string; _dark: string }> {
  const ref = (name: string) => (/^(white|black)$|\./.test(name) ? `{colors.${name}}` : name);
  return { value: { _light: ref(light), _dark: ref(dark) } };
}

/** Chakra's semantic tokens of a colour palette (what `colorPalette="red"` switches to). */
function palette(name: string, contrast: [string, string], solid: [string, string]) {
  const shade = (light: string, dark: string) => mode(`${name}.${light}`, `${name}.${dark}`);
  return {
    contrast: { value: { _light: contrast[0], _dark: contrast[1] } },
    fg: shade('700', '300'),
    subtle: shade('100', '900'),
    muted: shade('200', '800'),
    emphasized: shade('300', '700'),
    solid: shade(...solid),
    focusRing: shade('500', '500'),
    border: shade('500', '400'),
  };
}

/** Chakra's sm … xl shadows: a drop shadow at `offset` plus a hairline. */
function shadow(offset: string) {
  return {
    value: {
      _light: `${offset} {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}`,
      _dark: `${offset} {black/64}, 0px 0px 1px inset {colors.gray.300/30}`,
    },
  };
}

export const semanticTokens = {
  colors: {
    bg: {
      DEFAULT: mode('white', 'black'),
      subtle: mode('gray.50', 'gray.950'),
      muted: mode('gray.100', 'gray.900'),
      emphasized: mode('gray.200', 'gray.800'),
      inverted: mode('black', 'white'),
      panel: mode('white', 'gray.950'),
      error: mode('red.50', 'red.950'),
      warning: mode('orange.50', 'orange.950'),
      success: mode('green.50', 'green.950'),
      info: mode('blue.50', 'blue.950'),
    },
    fg: {
      DEFAULT: mode('black', 'gray.50'),
      muted: mode('gray.600', 'gray.400'),
      subtle: mode('gray.400', 'gray.500'),
      inverted: mode('gray.50', 'black'),
      error: mode('red.500', 'red.400'),
      warning: mode('orange.600', 'orange.300'),
      success: mode('green.600', 'green.300'),
      info: mode('blue.600', 'blue.300'),
    },
    border: {
      DEFAULT: mode('gray.200', 'gray.800'),
      muted: mode('gray.100', 'gray.900'),
      subtle: mode('gray.50', 'gray.950'),
      emphasized: mode('gray.300', 'gray.700'),
      inverted: mode('gray.800', 'gray.200'),
      error: mode('red.500', 'red.400'),
      warning: mode('orange.500', 'orange.400'),
      success: mode('green.500', 'green.400'),
      info: mode('blue.500', 'blue.400'),
    },
    gray: {
      contrast: mode('white', 'black'),
      fg: mode('gray.800', 'gray.200'),
      subtle: mode('gray.100', 'gray.900'),
      muted: mode('gray.200', 'gray.800'),
      emphasized: mode('gray.300', 'gray.700'),
      solid: mode('gray.900', 'white'),
      focusRing: mode('gray.400', 'gray.400'),
      border: mode('gray.200', 'gray.800'),
    },
    red: palette('red', ['white', 'white'], ['600', '600']),
    orange: palette('orange', ['white', 'black'], ['600', '500']),
    green: palette('green', ['white', 'white'], ['600', '600']),
    blue: palette('blue', ['white', 'white'], ['600', '600']),
  },
  shadows: {
    xs: {
      value: {
        _light: '0px 1px 2px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/20}',
        _dark: '0px 1px 1px {black/64}, 0px 0px 1px inset {colors.gray.300/20}',
      },
    },
    sm: shadow('0px 2px 4px'),
    md: shadow('0px 4px 8px'),
    lg: shadow('0px 8px 16px'),
    xl: shadow('0px 16px 24px'),
    '2xl': {
      value: {
        _light: '0px 24px 40px {colors.gray.900/16}, 0px 0px 1px {colors.gray.900/30}',
        _dark: '0px 24px 40px {black/64}, 0px 0px 1px inset {colors.gray.300/30}',
      },
    },
    inner: { value: { _light: 'inset 0 2px 4px 0 {black/5}', _dark: 'inset 0 2px 4px 0 black' } },
    inset: { value: { _light: 'inset 0 0 0 1px {black/5}', _dark: 'inset 0 0 0 1px {colors.gray.300/5}' } },
  },
  radii: values({ l1: '{radii.xs}', l2: '{radii.sm}', l3: '{radii.md}' }),
};
