/**
 * What the plan finder asks (docs/product.md#plan-finder): its games, which of them offer variants, and how an order
 * names the choice ("Empfohlen für: Minecraft (Mods/Modpack), 12 Spieler"). The relay checks the finder's line of an
 * order against this file and the games list alone; what each game needs is in game-requirements.content.ts.
 */
import { OTHER_GAME, supportedGames } from './cloudium-games.content';

/** The finder's games: every supported game but "Andere", in the overview's order (the first is chosen at first). */
export const FINDER_GAMES: readonly string[] = supportedGames
  .map(({ name }) => name)
  .filter((name) => name !== OTHER_GAME);

/** Minecraft is asked for twice: without mods, and with mods or a modpack (which need far more RAM). */
export type GameVariant = 'vanilla' | 'modded';

/** The games with a "mit Mods/Modpack" choice; their requirement rows carry modded bands. */
export const GAMES_WITH_VARIANTS: readonly string[] = ['Minecraft'];

/** How a variant reads in the order ("Minecraft (Mods/Modpack), 12 Spieler"). */
export const GAME_VARIANT_LABELS: Readonly<Record<GameVariant, string>> = {
  vanilla: 'Vanilla',
  modded: 'Mods/Modpack',
};

/** The word after the number of players in the order (German uses the same word for one and many). */
export const PLAYERS_WORD = 'Spieler';

/** The players slider: 1 to 64 players, 8 at first. */
export const FINDER_PLAYERS = { min: 1, max: 64, defaultValue: 8 } as const;
