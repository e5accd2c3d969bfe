/**
 * The Chakra system carries only the recipes, tokens and keyframes the site uses (src/ui/system/theme.ts). These
 * tests fail when a trim drops something a page needs, when the site starts to use a Chakra component the trim
 * does not know, and when a kept token or recipe is no longer Chakra's own (a Chakra upgrade).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import * as chakraTheme from '@chakra-ui/react/theme';
import { system } from '@/ui/system';
import { siteConfig } from '@/ui/system/site-config';
import { sourceFiles } from '../../support/source-files';

const SRC = path.resolve(__dirname, '..', '..', '..', 'src');

/** The recipes each Chakra export needs, including those of the components it renders inside. */
const RECIPES_OF: Record<string, readonly string[]> = {
  // Layout, helpers and setup: no recipe.
  Box: [],
  Circle: [],
  Flex: [],
  Grid: [],
  HStack: [],
  LinkBox: [],
  LinkOverlay: [],
  Portal: [],
  SimpleGrid: [],
  Stack: [],
  Text: [],
  VStack: [],
  VisuallyHidden: [],
  chakra: [], // the style factory (chakra.form)
  ChakraProvider: [],
  createSystem: [],
  createToaster: [],
  defaultBaseConfig: [],
  defineConfig: [],
  // Styled by a recipe.
  Badge: ['badge'],
  Button: ['button', 'spinner'], // a loading button renders a Spinner
  CloseButton: ['button'],
  Code: ['code'],
  Container: ['container'],
  Heading: ['heading'],
  Input: ['input'],
  Link: ['link'],
  Spinner: ['spinner'],
  Textarea: ['textarea'],
  // Styled by a slot recipe.
  Alert: ['alert'],
  Avatar: ['avatar'],
  Card: ['card'],
  Checkbox: ['checkbox', 'checkmark'], // Checkbox.Control draws a Checkmark
  // The modal dialog's parts (src/ui/overlay/modal-dialog.tsx) are styled by the dialog recipe.
  createSlotRecipeContext: ['dialog'],
  EmptyState: ['emptyState'],
  // The field kit's parts (src/ui/forms/form-fields.tsx) are styled by the field recipe.
  useSlotRecipe: ['field'],
  Field: ['field'],
  List: ['list'],
  NativeSelect: ['nativeSelect'],
  Slider: ['slider'],
  Tabs: ['tabs'],
  Toast: ['toast'],
  Toaster: ['toast'],
};

const sources = sourceFiles(SRC).map((file) => fs.readFileSync(file, 'utf8'));

/** Every value the site imports from '@chakra-ui/react' (type-only imports left out). */
function chakraImports(): string[] {
  const names = new Set<string>();
  for (const code of sources) {
    for (const [, list = ''] of code.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      for (const specifier of list.split(',')) {
        const name = specifier.trim().split(/\s+as\s+/)[0] ?? '';
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names].sort();
}

const recipes = system._config.theme?.recipes ?? {};
const slotRecipes = system._config.theme?.slotRecipes ?? {};

describe('the trimmed Chakra system', () => {
  const imported = chakraImports();

  it('knows every Chakra component the site imports (add a new one to RECIPES_OF and to system/theme.ts)', () => {
    // The imports are found (the check can fail).
    expect(imported).toEqual(expect.arrayContaining(['Button', 'CloseButton', 'Heading', 'Tabs', 'Toast']));
    expect(imported.filter((name) => !(name in RECIPES_OF))).toEqual([]);
  });

  const needed = [...new Set(imported.flatMap((name) => RECIPES_OF[name] ?? []))].sort();

  it.each(needed)('has the recipe %s', (key) => {
    expect(system.isRecipe(key) || system.isSlotRecipe(key)).toBe(true);
  });

  it('keeps no recipe the site does not need', () => {
    expect([...Object.keys(recipes), ...Object.keys(slotRecipes)].sort()).toEqual(needed);
  });

  it("keeps Chakra's own recipes unchanged (the toast gets the site's look merged in)", () => {
    const reference = createSystem(defaultConfig, siteConfig)._config.theme;
    for (const key of Object.keys(recipes)) expect([key, recipes[key]]).toEqual([key, reference?.recipes?.[key]]);
    for (const key of Object.keys(slotRecipes)) {
      expect([key, slotRecipes[key]]).toEqual([key, reference?.slotRecipes?.[key]]);
    }
  });

  it('has the keyframes, text styles, layer styles and animation styles the kept recipes name', () => {
    const theme = system._config.theme ?? {};
    const text = JSON.stringify([recipes, slotRecipes]);
    const named = (prop: string) => [...text.matchAll(new RegExp(`"${prop}":"([^"]+)"`, 'g'))].map((m) => m[1] ?? '');
    const keyframes = named('animationName').flatMap((value) => value.split(',').map((name) => name.trim()));
    const animations = named('animation').map((value) => system.token(`animations.${value}`) ?? value);
    // An animation token's value starts with its keyframes' name, e.g. "spin 1s linear infinite".
    keyframes.push(...animations.map((value) => value.split(' ')[0] ?? ''));
    expect(keyframes.filter((name) => !theme.keyframes?.[name])).toEqual([]);
    expect(named('textStyle').filter((name) => !theme.textStyles?.[name])).toEqual([]);
    expect(named('layerStyle').filter((name) => !theme.layerStyles?.[name])).toEqual([]);
    expect(named('animationStyle').filter((name) => !theme.animationStyles?.[name])).toEqual([]);
  });

  it('has every colour and colour palette the pages name', () => {
    const code = sources.join('\n');
    const colors = [...code.matchAll(/['"]((?:gray|red|orange|yellow|green|teal|blue|cyan|purple|pink)\.\d+)['"]/g)];
    const palettes = [...code.matchAll(/colorPalette(?:=|: )\{?[^'"\n]*['"](\w+)['"]/g)].map((m) => m[1] ?? '');
    expect(colors.length).toBeGreaterThan(0);
    expect(palettes).toContain('brand');
    for (const [, name] of colors) expect([name, system.token(`colors.${name}`)]).not.toEqual([name, undefined]);
    for (const palette of new Set(['gray', ...palettes])) {
      expect([palette, system.token(`colors.${palette}.solid`)]).not.toEqual([palette, undefined]);
    }
  });
});

describe('the bundle stays trimmed', () => {
  /**
   * These names live in (or aggregate everything through) the index module of '@chakra-ui/react/theme' or in
   * '@chakra-ui/react/preset'; importing one bundles all of Chakra's recipes again (see system/tokens.ts).
   */
  const FULL_THEME =
    /\b(defaultConfig|defaultSystem|defaultThemeConfig|tokens|semanticTokens|recipes|slotRecipes|cssVarsPrefix|cssVarsRoot)\b/;

  it("imports nothing from Chakra that carries the whole theme (the tests' reference system may)", () => {
    const offending: string[] = [];
    for (const code of sources) {
      for (const [statement, list = '', from = ''] of code.matchAll(
        /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(@chakra-ui\/react(?:\/theme)?)'/g,
      )) {
        const names = list.split(',').map((specifier) => specifier.trim().split(/\s+as\s+/)[0] ?? '');
        if (names.some((name) => FULL_THEME.test(name))) offending.push(`${from}: ${statement.replace(/\s+/g, ' ')}`);
      }
      if (/from\s+'@chakra-ui\/react\/preset'/.test(code)) offending.push('@chakra-ui/react/preset');
    }
    expect(offending).toEqual([]);
  });
});

/** The CSS custom properties of a style object, keyed by their selector path. */
function declarations(css: object, scope = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(css)) {
    if (value && typeof value === 'object') {
      for (const [inner, v] of declarations(value, `${scope} ${key}`)) out.set(inner, v);
    } else {
      out.set(`${scope} ${key}`, value);
    }
  }
  return out;
}

describe("the trimmed system's CSS against createSystem(defaultConfig, siteConfig)", () => {
  const reference = createSystem(defaultConfig, siteConfig);

  it('defines every kept token CSS variable exactly as Chakra does', () => {
    const ours = declarations(system.getTokenCss());
    const theirs = declarations(reference.getTokenCss());
    const differing = [...ours].filter(([key, value]) => theirs.get(key) !== value).map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('leaves out only the documented tokens', () => {
    const ours = declarations(system.getTokenCss());
    const dropped = [...declarations(reference.getTokenCss()).keys()].filter((key) => !ours.has(key));
    const documented =
      /--chakra-(aspect-ratios|blurs|borders)-|--chakra-animations-(ping|pulse|bounce)$|--chakra-colors-(yellow|teal|cyan|purple)-|--chakra-colors-pink-(contrast|fg|subtle|muted|emphasized|solid|focus-ring|border)$/;
    expect(dropped.filter((key) => !documented.test(key))).toEqual([]);
    expect(dropped.length).toBeGreaterThan(0);
  });

  it('has the same preflight and global CSS, less the unused keyframes', () => {
    expect(system.getPreflightCss()).toEqual(reference.getPreflightCss());
    const ours = declarations(system.getGlobalCss());
    const theirs = declarations(reference.getGlobalCss());
    expect([...ours].filter(([key, value]) => theirs.get(key) !== value)).toEqual([]);
    const dropped = [...theirs.keys()].filter((key) => !ours.has(key));
    expect(dropped.filter((key) => !/ @keyframes /.test(key))).toEqual([]);
  });

  it('is still configured like Chakra (prefix, root, conditions, breakpoints)', () => {
    expect(system._config.cssVarsPrefix).toBe(reference._config.cssVarsPrefix);
    expect(system._config.cssVarsRoot).toBe(reference._config.cssVarsRoot);
    expect(system._config.preflight).toBe(reference._config.preflight);
    expect(system._config.conditions).toEqual(reference._config.conditions);
    expect(system._config.theme?.breakpoints).toEqual(reference._config.theme?.breakpoints);
    expect(chakraTheme.cssVarsPrefix).toBe(system._config.cssVarsPrefix);
  });
});

describe('field outlines (WCAG 1.4.11: 3:1 against the panels)', () => {
  it.each([
    ['input', recipes.input?.variants?.variant?.outline],
    ['textarea', recipes.textarea?.variants?.variant?.outline],
    ['nativeSelect field', slotRecipes.nativeSelect?.variants?.variant?.outline?.field],
    ['checkbox control', slotRecipes.checkbox?.variants?.variant?.solid?.control],
  ])('every %s is outlined in gray.500, the rest of Chakra’s style kept', (_name, style) => {
    expect(style).toMatchObject({ borderColor: 'gray.500' });
    expect(Object.keys(style ?? {}).length).toBeGreaterThan(1);
  });
});

/**
 * A tap on a link sets `data-navigating` on <html> in the tap's own task (ui/layout/navigation-progress.tsx), an early
 * tap `data-early-pending` (app/early-input.js) until the app has answered it. A rule keyed on either that sets an
 * inherited property (a page-wide `cursor: progress` did) changes the computed style of every element, and the
 * browser restyled the whole document before the frame that shows the tap was taken: 73–137 ms at 4x, against
 * 7–17 ms without it (docs/rendering.md).
 */
describe('state attributes set on <html> in a tap', () => {
  const INHERITED =
    /^(cursor|color|font|letterSpacing|lineHeight|text|whiteSpace|visibility|hyphens|overflowWrap|word|pointerEvents|direction|quotes|listStyle|caretColor|accentColor)/;
  // A selector without a combinator that names one of the attributes applies to <html> too, unless it excludes it.
  const appliesToHtmlState = (selector: string) =>
    /\[data-(navigating|early-pending)\]/.test(selector) &&
    !/[\s>+~]/.test(selector) &&
    !selector.includes(':not(html)');
  const rulesOnHtmlState = Object.entries(siteConfig.globalCss ?? {}).flatMap(([selectors, style]) =>
    selectors
      .split(',')
      .map((selector) => selector.trim())
      .filter(appliesToHtmlState)
      .map((selector) => [selector, Object.keys(style as object)] as const),
  );

  it('finds nothing keyed on <html> that sets an inherited property', () => {
    const inheritedOnHtml = rulesOnHtmlState.flatMap(([selector, properties]) =>
      properties.filter((property) => INHERITED.test(property)).map((property) => `${selector} { ${property} }`),
    );
    expect(inheritedOnHtml).toEqual([]);
  });

  it('knows the property that restyled the page and the selectors that reach <html> (the check can fail)', () => {
    expect(INHERITED.test('cursor')).toBe(true);
    expect(INHERITED.test('display')).toBe(false);
    expect(
      ['html[data-navigating]', '[data-early-pending]', ':not(html)[data-early-pending]'].map(appliesToHtmlState),
    ).toEqual([true, true, false]);
    expect(appliesToHtmlState('html[data-navigating] .bar')).toBe(false);
  });
});
