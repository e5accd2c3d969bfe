/**
 * Chakra's `createSystem`, with the token dictionary restored from a build-time snapshot (./token-snapshot.ts)
 * instead of built from the token definitions, and without the global CSS, which the prerendered page already
 * carries (docs/adr/0007-chakra-system-from-a-build-time-snapshot.md). Everything else is Chakra's own code, called
 * in the order `createSystem` calls it.
 *
 * This is the one module that uses Chakra's internals (`@chakra-internal/*`, an alias of its ESM build, see
 * webpack.config.ts). test/server/chakra-snapshot.test.tsx compares the result with `createSystem` for every token,
 * recipe, slot recipe and variant, and for every style the prerendered pages use; a Chakra upgrade that changes any
 * of it fails there.
 */
import type {
  RecipeDefinition,
  SlotRecipeDefinition,
  SystemConfig,
  SystemContext,
  SystemStyleObject,
} from '@chakra-ui/react';
import { isCssProperty } from '@pandacss/is-valid-prop';
import { createBreakpoints } from '@chakra-internal/styled-system/breakpoints.js';
import { createConditions } from '@chakra-internal/styled-system/conditions.js';
import { cssVar } from '@chakra-internal/styled-system/css-var.js';
import { createCssFn } from '@chakra-internal/styled-system/css.js';
import { createRecipeFn } from '@chakra-internal/styled-system/cva.js';
import { esc } from '@chakra-internal/styled-system/esc.js';
import { expandTokenReferences } from '@chakra-internal/styled-system/expand-reference.js';
import { createLayers } from '@chakra-internal/styled-system/layers.js';
import { mergeConfigs } from '@chakra-internal/styled-system/merge-config.js';
import { createNormalizeFn } from '@chakra-internal/styled-system/normalize.js';
import { TOKEN_PATH_REGEX } from '@chakra-internal/styled-system/references.js';
import { EMPTY_OBJECT, createEmptyObject } from '@chakra-internal/styled-system/singleton.js';
import { createSlotRecipeFn } from '@chakra-internal/styled-system/sva.js';
import { createUtility } from '@chakra-internal/styled-system/utility.js';
import { compact } from '@chakra-internal/utils/compact.js';
import { flatten } from '@chakra-internal/utils/flatten.js';
import { isObject } from '@chakra-internal/utils/is.js';
import { memo } from '@chakra-internal/utils/memo.js';
import { splitProps } from '@chakra-internal/utils/split-props.js';
import type { Token, TokenDictionary } from '@chakra-internal/styled-system/types.js';
import type { TokenSnapshot } from './token-snapshot';

type Dict = Record<string, unknown>;

/** A token as the restored dictionary hands it out: what the running system reads of it (value, CSS variable). */
function restoredToken(name: string, value: string | number, variable: string, semantic: boolean): Token {
  const path = name.split('.');
  const cssVar = variable ? { var: variable.slice('var('.length, -1), ref: variable } : undefined;
  return {
    name,
    value,
    originalValue: value,
    path,
    extensions: {
      originalPath: path,
      category: path[0] ?? '',
      prop: path.slice(1).join('.'),
      condition: 'base',
      cssVar,
      // Only whether the token is semantic matters once the dictionary is built (systemFromParts's token map).
      virtual: semantic || undefined,
    },
  };
}

const formatCssVar = (path: string[], prefix: string) => cssVar(path.join('-'), { prefix });

/** Chakra's token dictionary (styled-system/token-dictionary.js), its lookups over the snapshot's maps. */
export function restoreTokenDictionary(snapshot: TokenSnapshot): TokenDictionary {
  const { prefix } = snapshot;
  const variables = new Map(snapshot.variables);
  const referenceOf = (name: string) => variables.get(name) ?? formatCssVar(name.split('.'), prefix).ref;
  const tokenMap = new Map(
    snapshot.tokens.map(([name, value, semantic]) => [
      name,
      restoredToken(name, value, referenceOf(name), semantic === 1),
    ]),
  );
  // A style prop resolves a token to its variable, but for the few the snapshot lists with a value of their own.
  const values = new Map(snapshot.values);
  const flatMap = new Map(snapshot.tokens.map(([name]) => [name, values.get(name) ?? referenceOf(name)]));
  const byCategory: Record<string, Dict> = {};
  for (const [path, value] of flatMap) {
    const dot = path.indexOf('.');
    (byCategory[path.slice(0, dot)] ??= {})[path.slice(dot + 1)] = value;
  }
  const getByName = (name: string) => tokenMap.get(name);
  const getVar = memo((value: string, fallback?: string) => flatMap.get(value) ?? fallback);
  const getCategoryValues = memo((category: string) => byCategory[category] || null);
  const colorMix = (value: string) => {
    const [colorPath, rawOpacity] = value.split('/');
    if (!colorPath || !rawOpacity) return { invalid: true, value: colorPath };
    const opacityToken = getByName(`opacity.${rawOpacity}`)?.value as string | number | undefined;
    if (!opacityToken && isNaN(Number(rawOpacity))) return { invalid: true, value: colorPath };
    const percent = opacityToken ? `${Number(opacityToken) * 100}%` : `${rawOpacity}%`;
    const color = getVar(colorPath) ?? colorPath;
    return { invalid: false, value: `color-mix(in srgb, ${color} ${percent}, transparent)` };
  };
  const expandReferenceInValue = memo((value: string) =>
    expandTokenReferences(value, (path) => {
      if (!path) return undefined;
      if (path.includes('/')) {
        const mix = colorMix(path);
        if (mix.invalid) throw new Error(`Invalid color mix at ${path}: ${mix.value}`);
        return mix.value;
      }
      const resolved = getVar(path);
      if (resolved) return resolved;
      return TOKEN_PATH_REGEX.test(path) ? esc(path) : path;
    }),
  );
  const unavailable = () => {
    throw new Error('Das Token-Verzeichnis des Browsers ist fertig gebaut (Schnappschuss).');
  };
  return {
    prefix,
    allTokens: [...tokenMap.values()],
    tokenMap,
    flatMap,
    // Only the global CSS reads these; the browser never builds it (see systemFromSnapshot).
    cssVarMap: new Map(),
    categoryMap: new Map(),
    colorPaletteMap: new Map(snapshot.colorPalettes.map(([palette, vars]) => [palette, new Map(vars)])),
    registerToken: unavailable,
    formatTokenName: (path: string[]) => path.join('.'),
    formatCssVar,
    getByName,
    getVar,
    getCategoryValues,
    expandReferenceInValue,
  } as TokenDictionary;
}

const isToken = (value: unknown) => isObject(value) && 'value' in (value as Dict);

/** The configs without their token definitions: the snapshot holds the dictionary, merging them again costs time. */
function withoutTokenDefinitions(config: SystemConfig): SystemConfig {
  if (!config.theme) return config;
  const { tokens: _tokens, semanticTokens: _semanticTokens, ...theme } = config.theme;
  return { ...config, theme };
}

/** The configs merged as `createSystem` merges them, leaving out the token definitions (the snapshot has them). */
export function mergeSystemConfigs(...configs: SystemConfig[]): SystemConfig {
  return mergeConfigs(...configs.map(withoutTokenDefinitions));
}

/** The value built for a key once, then the same value every time (a recipe's class function). */
function cachedIn<T>(cache: Map<string, T>, key: string, build: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = build();
    cache.set(key, value);
  }
  return value;
}

/**
 * The system Chakra's `createSystem(...configs)` returns, from its token dictionary restored from the snapshot made
 * from that very system at build time (restoreTokenDictionary) and its configs merged (mergeSystemConfigs); the two
 * slowest parts, so the browser makes each in a start-up step of its own. The global CSS is the prerendered page's:
 * `_global` is empty, and the functions that build it (getTokenCss …) and the token queries for tooling, which no
 * component calls, say so.
 */
export function systemFromParts(tokens: TokenDictionary, config: SystemConfig): SystemContext {
  const { theme = {}, utilities = {} } = config;
  const layers = createLayers(config);
  const breakpoints = createBreakpoints((theme.breakpoints ?? EMPTY_OBJECT) as Record<string, string>);
  const conditions = createConditions({ conditions: config.conditions ?? EMPTY_OBJECT, breakpoints });
  const utility = createUtility({ config: utilities, tokens });

  const compositions = compact({
    textStyle: theme.textStyles,
    layerStyle: theme.layerStyles,
    animationStyle: theme.animationStyles,
  }) as Record<string, Record<string, Dict>>;
  for (const [key, values] of Object.entries(compositions)) {
    const flatValues = flatten(values, isToken) as Record<string, SystemStyleObject>;
    utility.register(key, {
      values: Object.keys(flatValues),
      transform: (value: string) => css(flatValues[value] ?? {}),
    });
  }
  utility.addPropertyType('animationName', Object.keys(theme.keyframes ?? EMPTY_OBJECT));

  const properties = new Set(['css', ...utility.keys(), ...conditions.keys()]);
  const isValidProperty = memo((prop: string) => properties.has(prop) || isCssProperty(prop));
  const normalizeValue = (value: unknown) => {
    if (!Array.isArray(value)) return value;
    const result = createEmptyObject() as Dict;
    for (let index = 0; index < value.length; index++) {
      const current: unknown = value[index];
      if (current !== null && current !== undefined) result[String(conditions.breakpoints[index])] = current;
    }
    return result;
  };
  const normalize = createNormalizeFn({ utility, normalize: normalizeValue });
  const css = createCssFn({ transform: utility.transform, conditions, normalize }) as SystemContext['css'];
  const cva = createRecipeFn({ css, conditions, normalize, layers });
  const sva = createSlotRecipeFn({ cva });

  // system.token(): as Chakra's getTokenMap, only tokens with a CSS variable; a semantic one's value is the variable.
  const tokenMap = new Map(
    [...tokens.tokenMap.values()].flatMap(({ name, value, extensions: { cssVar, virtual } }) =>
      cssVar ? [[name, { value: (virtual ? cssVar.ref : value) as unknown, variable: cssVar.ref }] as const] : [],
    ),
  );
  const token = Object.assign((path: string, fallback?: unknown) => tokenMap.get(path)?.value || fallback, {
    var: (path: string, fallback?: unknown) => tokenMap.get(path)?.variable || fallback,
  });

  const recipeCache = new Map<string, ReturnType<typeof cva>>();
  const slotRecipeCache = new Map<string, ReturnType<typeof sva>>();
  const getRecipe = (key: string, fallback?: unknown) => (theme.recipes?.[key] ?? fallback) as RecipeDefinition;
  const getSlotRecipe = (key: string, fallback?: unknown) =>
    (theme.slotRecipes?.[key] ?? fallback) as SlotRecipeDefinition;
  const isRecipe = (key: string) => Object.hasOwnProperty.call(theme.recipes ?? EMPTY_OBJECT, key);
  const isSlotRecipe = (key: string) => Object.hasOwnProperty.call(theme.slotRecipes ?? EMPTY_OBJECT, key);

  const globalCssUnavailable = (): never => {
    throw new Error(
      'Das globale CSS steht in der vorgerenderten Seite; das System des Browsers baut es nicht (docs/adr/0007).',
    );
  };

  const system = {
    $$chakra: true,
    _config: config,
    // The prerendered page carries the global CSS: ChakraProvider's <Global> has nothing to add.
    _global: [],
    breakpoints,
    tokens,
    conditions,
    utility,
    token,
    properties,
    layers,
    isValidProperty,
    splitCssProps: (props: Dict) => splitProps(props, isValidProperty),
    normalizeValue,
    getTokenCss: globalCssUnavailable,
    getGlobalCss: globalCssUnavailable,
    getPreflightCss: globalCssUnavailable,
    css,
    cva,
    sva,
    getRecipe,
    getSlotRecipe,
    getRecipeFn: (key: string, fallback?: unknown) =>
      cachedIn(recipeCache, key, () => cva(getRecipe(key, fallback ?? EMPTY_OBJECT))),
    getSlotRecipeFn: (key: string, fallback?: unknown) =>
      cachedIn(slotRecipeCache, key, () => sva(getSlotRecipe(key, fallback ?? EMPTY_OBJECT))),
    hasRecipe: (key: string) => isRecipe(key) || isSlotRecipe(key),
    isRecipe,
    isSlotRecipe,
    get query() {
      return globalCssUnavailable();
    },
  };
  return system as unknown as SystemContext;
}

/** systemFromParts, both parts made at once. */
export function systemFromSnapshot(snapshot: TokenSnapshot, ...configs: SystemConfig[]): SystemContext {
  return systemFromParts(restoreTokenDictionary(snapshot), mergeSystemConfigs(...configs));
}
