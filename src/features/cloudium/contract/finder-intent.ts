import {
  FINDER_GAMES,
  FINDER_PLAYERS,
  GAMES_WITH_VARIANTS,
  GAME_VARIANT_LABELS,
  PLAYERS_WORD,
  type GameVariant,
} from '@/features/cloudium/content/finder-games.content';

/**
 * The plan finder's line in a plan request, "Empfohlen für: Palworld, 12 Spieler" (docs/product.md#requests-to-the-team):
 * how the finder writes it and how the relay checks it. Only the finder's vocabulary is needed here, never its
 * requirement table, so the relay's bundle stays free of it.
 */

/** A finder choice: a game of the finder, the players, for a game with variants the variant. */
export interface FinderChoice {
  readonly game: string;
  readonly players: number;
  readonly variant: GameVariant;
}

/** Whether the game offers the "mit Mods/Modpack" choice (Minecraft). */
export function hasVariants(game: string): boolean {
  return (GAMES_WITH_VARIANTS as readonly string[]).includes(game);
}

export function clampPlayers(players: number): number {
  return Math.min(FINDER_PLAYERS.max, Math.max(FINDER_PLAYERS.min, Math.round(players)));
}

/** The game as the finder names it: Minecraft with its variant ("Minecraft (Mods/Modpack)"). */
export function finderGameLabel(choice: FinderChoice): string {
  return hasVariants(choice.game) ? `${choice.game} (${GAME_VARIANT_LABELS[choice.variant]})` : choice.game;
}

/** What the visitor asked the finder, as the staff read it in the order ("Palworld, 12 Spieler"). */
export function finderIntent(choice: FinderChoice): string {
  return `${finderGameLabel(choice)}, ${clampPlayers(choice.players)} ${PLAYERS_WORD}`;
}

const INTENT_PATTERN = new RegExp(`, (\\d+) ${PLAYERS_WORD}$`);

/** The choice an intent text names, or null; only the exact text `finderIntent` writes is one (the relay's check). */
export function parseFinderIntent(text: string): FinderChoice | null {
  const players = Number(INTENT_PATTERN.exec(text)?.[1] ?? Number.NaN);
  const candidates = FINDER_GAMES.flatMap((game) =>
    (['vanilla', 'modded'] as const).map((variant): FinderChoice => ({ game, players, variant })),
  );
  return candidates.find((choice) => finderIntent(choice) === text) ?? null;
}

/** The second description line of a plan request that came from the finder. */
export const RECOMMENDATION_LINE_PREFIX = 'Empfohlen für: ';

export function recommendationLine(intent: string): string {
  return `${RECOMMENDATION_LINE_PREFIX}${intent}`;
}
