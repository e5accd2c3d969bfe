/**
 * The browser's Chakra system is restored from a build-time snapshot (src/ui/system/snapshot-system.ts, ADR 0007).
 * It must give exactly what Chakra's createSystem gives for the same configs: every token, every recipe and slot
 * recipe in every variant, and every page as the prerender step renders it. A Chakra upgrade that changes how the
 * system is built fails here.
 */
import { createSystem, type SystemContext } from '@chakra-ui/react';
import { systemFromSnapshot } from '@/ui/system/snapshot-system';
import { SYSTEM_CONFIGS } from '@/ui/system/system-configs';
import { tokenSnapshot, type TokenSnapshot } from '@/ui/system/token-snapshot';

const real = createSystem(...SYSTEM_CONFIGS);

/** The system the app's modules see (src/ui/system.ts); the page tests switch it. */
const mockSystem: { current: SystemContext } = { current: real };
jest.mock('@/ui/system', () => ({
  get system() {
    return mockSystem.current;
  },
}));
// Through JSON, as the build hands it to the browser.
const snapshotJson = JSON.stringify(tokenSnapshot(real));
const restored = systemFromSnapshot(JSON.parse(snapshotJson) as TokenSnapshot, ...SYSTEM_CONFIGS);

const tokenNames = [...real.tokens.tokenMap.keys()];

describe('the restored token dictionary', () => {
  it('knows every token of the real one', () => {
    expect(tokenNames.length).toBeGreaterThan(400);
    expect([...restored.tokens.tokenMap.keys()]).toEqual(tokenNames);
  });

  it.each([
    ['system.token', (system: SystemContext, name: string) => system.token(name)],
    ['system.token.var', (system: SystemContext, name: string) => system.token.var(name)],
    ['tokens.getVar', (system: SystemContext, name: string) => system.tokens.getVar(name)],
    ['tokens.getByName(…).value', (system: SystemContext, name: string) => system.tokens.getByName(name)?.value],
  ])('%s gives the same for every token', (_name, read) => {
    const differing = tokenNames.filter((name) => read(restored, name) !== read(real, name));
    expect(differing).toEqual([]);
  });

  it('gives the same values per category, flat map and colour palettes', () => {
    const categories = new Set(tokenNames.map((name) => name.split('.')[0] ?? ''));
    for (const category of categories) {
      expect([category, restored.tokens.getCategoryValues(category)]).toEqual([
        category,
        real.tokens.getCategoryValues(category),
      ]);
    }
    expect(restored.tokens.flatMap).toEqual(real.tokens.flatMap);
    expect(restored.tokens.colorPaletteMap).toEqual(real.tokens.colorPaletteMap);
  });

  it.each([
    '{colors.brand.500}',
    '{spacing.4} {spacing.-2}',
    'calc({sizes.10} + 1px)',
    '{colors.bg.panel/50}',
    '{colors.red.400/20}',
    '{colors.gibt.es.nicht}',
    'solid 1px {colors.border.muted}',
  ])('expands the references in %s the same way', (value) => {
    expect(restored.tokens.expandReferenceInValue(value)).toBe(real.tokens.expandReferenceInValue(value));
  });
});

type Variants = Record<string, Record<string, unknown>>;

/** Every combination of a recipe's variant values (the compound variants apply to combinations). */
function combinations(variants: Variants | undefined): Record<string, string>[] {
  return Object.entries(variants ?? {}).reduce<Record<string, string>[]>(
    (sofar, [key, values]) =>
      sofar.flatMap((props) => Object.keys(values).map((value) => ({ ...props, [key]: value }))),
    [{}],
  );
}

describe('recipes', () => {
  const recipes = real._config.theme?.recipes ?? {};
  const slotRecipes = real._config.theme?.slotRecipes ?? {};

  it.each(Object.keys(recipes))('%s gives the same CSS in every variant', (key) => {
    const [ours, theirs] = [restored.getRecipeFn(key), real.getRecipeFn(key)];
    const all = combinations(recipes[key]?.variants as Variants);
    expect(all.length).toBeGreaterThan(0);
    for (const props of all) expect([props, ours(props)]).toEqual([props, theirs(props)]);
  });

  it.each(Object.keys(slotRecipes))('%s gives the same CSS for every slot in every variant', (key) => {
    const [ours, theirs] = [restored.getSlotRecipeFn(key), real.getSlotRecipeFn(key)];
    const all = combinations(slotRecipes[key]?.variants as Variants);
    for (const props of all) expect([props, ours(props)]).toEqual([props, theirs(props)]);
  });

  it('resolves text, layer and animation styles and style props the same way', () => {
    const styles = [
      { textStyle: 'sm', layerStyle: 'disabled' },
      { bg: 'bg.panel', color: 'fg.muted', px: { base: '4', md: '6' }, _hover: { bg: 'brand.subtle' } },
      { colorPalette: 'brand', bg: 'colorPalette.solid', borderColor: 'colorPalette.border/40' },
      { zIndex: 'sticky', insetX: '0', h: '80px', animationName: 'fade-in', mx: '-2' },
      { gridTemplateColumns: 'repeat(auto-fill, minmax({sizes.48}, 1fr))', focusRingColor: 'brand.focusRing' },
    ];
    for (const style of styles) expect([style, restored.css(style)]).toEqual([style, real.css(style)]);
  });
});

describe('the prerendered pages', () => {
  /** The styles of the page's elements; the global CSS (Chakra's and the site's) comes with the prerendered page. */
  const elementStyles = (styleTags: string) =>
    [...styleTags.matchAll(/<style data-prerendered-css="css (?!-global)[^"]*"[^>]*>(.*?)<\/style>/gs)].map(
      (m) => m[1],
    );

  /** Renders with Chakra's own system, then with the restored one (the site's system module is switched). */
  async function renderBoth(location: string) {
    const { renderPage } = await import('@/app/prerender');
    mockSystem.current = real;
    const theirs = await renderPage(location);
    mockSystem.current = restored;
    const ours = await renderPage(location);
    mockSystem.current = real;
    return { theirs, ours };
  }

  it.each(['/', '/cloudium', '/community?tab=team', '/bewerbung', '/partnerschaft', '/join', '/agb', '/404'])(
    '%s renders the same markup and element styles with the restored system',
    async (location) => {
      const { theirs, ours } = await renderBoth(location);
      expect(ours.html).toBe(theirs.html);
      expect(elementStyles(ours.styleTags)).toEqual(elementStyles(theirs.styleTags));
      expect(elementStyles(theirs.styleTags).join('').length).toBeGreaterThan(1000);
      // The restored system adds no global CSS (the prerendered page brings it): proof that it rendered the second.
      expect(ours.styleTags.length).toBeLessThan(theirs.styleTags.length);
    },
  );
});
