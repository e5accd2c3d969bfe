import type { SystemContext } from '@chakra-ui/react';

/**
 * What the browser needs of Chakra's token dictionary, taken from the real system when the site is built
 * (docs/adr/0007-chakra-system-from-a-build-time-snapshot.md). Building the dictionary from the token definitions is
 * the largest part of `createSystem` on a phone; the browser restores it from this instead (./snapshot-system.ts).
 * It is kept small (about 4 KB compressed): what follows from a token's name is left out. webpack.config.ts imports
 * this file through ts-node, so it imports nothing but types.
 */
export interface TokenSnapshot {
  readonly prefix: string;
  /** The token categories the theme defines (colors, sizes, …). */
  readonly categories: readonly string[];
  /**
   * Each token, in the dictionary's order: its name, its raw value and whether it is semantic (its value is then its
   * CSS variable: it differs by condition, or it is a colour-palette placeholder).
   */
  readonly tokens: readonly (readonly [name: string, value: string | number, semantic: 0 | 1])[];
  /**
   * The tokens whose CSS variable reference is not the one their name gives (`var(--chakra-colors-red-500)` for
   * colors.red.500); '' for a token without one.
   */
  readonly variables: readonly (readonly [name: string, reference: string])[];
  /** The tokens a style prop does not resolve to their variable (negative spacing: a calc()). */
  readonly values: readonly (readonly [name: string, value: string])[];
  /** Colour palette (brand, gray, bg, …) → the palette placeholder variables and what each stands for. */
  readonly colorPalettes: readonly (readonly [palette: string, vars: readonly (readonly [string, string])[]])[];
}

/** The snapshot of a system's token dictionary, as JSON-safe data. */
export function tokenSnapshot(system: SystemContext): TokenSnapshot {
  const { tokens: dictionary } = system;
  const { prefix } = dictionary;
  const all = [...dictionary.tokenMap.values()];
  const referenceOf = (name: string) => dictionary.tokenMap.get(name)?.extensions.cssVar?.ref ?? '';
  const byName = (name: string) => dictionary.formatCssVar(name.split('.'), prefix).ref;
  return {
    prefix,
    categories: Object.keys(system._config.theme?.tokens ?? {}),
    tokens: all.map((token) => {
      const { conditions, virtual } = token.extensions;
      return [token.name, token.value as string | number, conditions || virtual ? 1 : 0] as const;
    }),
    variables: all.flatMap(({ name }) =>
      referenceOf(name) === byName(name) ? [] : [[name, referenceOf(name)] as const],
    ),
    values: [...dictionary.flatMap.entries()].filter(([name, value]) => value !== referenceOf(name)),
    colorPalettes: [...dictionary.colorPaletteMap.entries()].map(([palette, vars]) => [palette, [...vars.entries()]]),
  };
}
