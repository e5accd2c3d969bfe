import { supportedGames } from '@/features/cloudium/content/cloudium-games.content';
import type { HostingPlan } from '@/features/cloudium/content/cloudium-plans.content';
import { FINDER_PLAYERS, type GameVariant } from '@/features/cloudium/content/finder-games.content';
import {
  gameRequirements,
  type GameRequirements,
  type RequirementBand,
} from '@/features/cloudium/content/game-requirements.content';
import { clampPlayers, hasVariants, type FinderChoice } from '@/features/cloudium/contract/finder-intent';
import { cheapestFittingPlan, type ServerSize } from './cloudium-pricing';
import { CUSTOM_SLIDERS, type SliderRange } from './custom-server';

/**
 * The plan finder of docs/product.md#plan-finder as pure functions: a choice (game, players, for Minecraft the
 * variant) → what the game needs (requirement table) → the cheapest standard plan with at least that RAM and those
 * vCores, or a Custom Server preset to the need when no standard plan is enough.
 */
export interface Need {
  readonly ramGb: number;
  readonly vCores: number;
}

export type Recommendation =
  | { readonly kind: 'plan'; readonly need: Need; readonly plan: HostingPlan }
  | { readonly kind: 'custom'; readonly need: Need; readonly preset: ServerSize };

export const DEFAULT_FINDER_CHOICE: FinderChoice = {
  game: gameRequirements[0]?.game ?? '',
  players: FINDER_PLAYERS.defaultValue,
  variant: 'vanilla',
};

export function requirementsOf(game: string): GameRequirements | undefined {
  return gameRequirements.find((row) => row.game === game);
}

/** The variant that applies: only a game with variants can be modded. */
function effectiveVariant(choice: FinderChoice): GameVariant {
  return hasVariants(choice.game) ? choice.variant : 'vanilla';
}

function bandFor(bands: readonly RequirementBand[], players: number): RequirementBand | undefined {
  return bands.find((band) => players <= band.maxPlayers) ?? bands.at(-1);
}

/** What the chosen game needs for that many players, or null for a game the table does not list. */
export function needOf(choice: FinderChoice): Need | null {
  const row = requirementsOf(choice.game);
  if (!row) return null;
  const bands = effectiveVariant(choice) === 'modded' && row.moddedBands ? row.moddedBands : row.bands;
  const band = bandFor(bands, clampPlayers(choice.players));
  return band ? { ramGb: band.ramGb, vCores: band.vCores } : null;
}

/** The smallest slider step at or above the value, within the slider's range. */
function sliderStepAtLeast(range: SliderRange, value: number): number {
  const steps = Math.ceil(Math.max(0, value - range.min) / range.step);
  return Math.min(range.max, range.min + steps * range.step);
}

/** The Custom Server sliders set to a need (SSD stays at its default: the finder does not ask for storage). */
export function customPresetFor(need: Need): ServerSize {
  return {
    vCores: sliderStepAtLeast(CUSTOM_SLIDERS.vCores, need.vCores),
    ramGb: sliderStepAtLeast(CUSTOM_SLIDERS.ramGb, need.ramGb),
    ssdGb: CUSTOM_SLIDERS.ssdGb.defaultValue,
  };
}

export function recommend(choice: FinderChoice, plans: readonly HostingPlan[]): Recommendation | null {
  const need = needOf(choice);
  if (!need) return null;
  const plan = cheapestFittingPlan(plans, { ...need, ssdGb: 0 });
  return plan ? { kind: 'plan', need, plan } : { kind: 'custom', need, preset: customPresetFor(need) };
}

/** Address of a finder choice: /cloudium?spiel=palworld&spieler=12#pakete (the game by its icon key). */
export const FINDER_QUERY = { game: 'spiel', players: 'spieler', modded: 'mods' } as const;

function slugOf(game: string): string | undefined {
  return supportedGames.find((entry) => entry.name === game)?.icon;
}

function gameOfSlug(slug: string | null): string | undefined {
  const name = supportedGames.find((entry) => entry.icon === slug)?.name;
  return name !== undefined && requirementsOf(name) ? name : undefined;
}

/** The query string of a choice, e.g. 'spiel=minecraft&spieler=12&mods=1'. */
export function finderQuery(choice: Pick<FinderChoice, 'game'> & Partial<FinderChoice>): string {
  const query = new URLSearchParams();
  query.set(FINDER_QUERY.game, slugOf(choice.game) ?? '');
  if (choice.players !== undefined) query.set(FINDER_QUERY.players, String(clampPlayers(choice.players)));
  if (choice.variant === 'modded' && hasVariants(choice.game)) query.set(FINDER_QUERY.modded, '1');
  return query.toString();
}

/** The choice an address names, over the defaults; unknown games and numbers are ignored, not an error. */
export function finderChoiceFromQuery(search: string, fallback: FinderChoice = DEFAULT_FINDER_CHOICE): FinderChoice {
  const query = new URLSearchParams(search);
  const game = gameOfSlug(query.get(FINDER_QUERY.game)) ?? fallback.game;
  const players = Number(query.get(FINDER_QUERY.players) ?? Number.NaN);
  return {
    game,
    players: Number.isFinite(players) && players > 0 ? clampPlayers(players) : fallback.players,
    variant: query.get(FINDER_QUERY.modded) === '1' && hasVariants(game) ? 'modded' : 'vanilla',
  };
}
