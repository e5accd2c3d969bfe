/**
 * What a game server needs, by the number of players: the plan finder on the plans tab ("Welches Paket passt?",
 * docs/product.md#plan-finder) names the cheapest plan that has at least this RAM and these vCores. An operator
 * tunes the finder here and nowhere else.
 *
 * Where the figures come from: orientation values, rounded up to whole bands, after the dedicated-server guidance
 * the games' makers publish (Satisfactory's wiki: 12–16 GB; Valheim: 2–4 cores, up to 10 players without mods;
 * Rust: 8 GB and more for large maps; Factorio's wiki for large bases) and the RAM guides of large hosters for
 * Minecraft, Palworld, ARK and the Source games (Shockbyte, BisectHosting, Nitrado's slot plans, LOGIC servers:
 * Palworld 8–12 GB for 5–8 players, 16 GB and more for busy worlds). They are not measured on Cloudium's hardware.
 *
 * Each game lists bands in rising order: a band holds up to `maxPlayers` players, and the last band reaches the
 * finder's maximum (FINDER_PLAYERS.max). The games the finder offers, and which of them have variants, are named in
 * finder-games.content.ts: the relay checks an order's finder line against those alone, without this table.
 */

export interface RequirementBand {
  /** The band holds 1 (or the previous band's maximum + 1) up to this many players. */
  readonly maxPlayers: number;
  readonly ramGb: number;
  readonly vCores: number;
}

export interface GameRequirements {
  /** A game the finder offers (finder-games.content.ts), in the same order; a unit test keeps the two in step. */
  readonly game: string;
  readonly bands: readonly RequirementBand[];
  /** Present for a game with a "mit Mods/Modpack" choice; then `bands` are its vanilla needs. */
  readonly moddedBands?: readonly RequirementBand[];
}

const band = (maxPlayers: number, ramGb: number, vCores: number): RequirementBand => ({ maxPlayers, ramGb, vCores });

export const gameRequirements: readonly GameRequirements[] = [
  {
    game: 'Minecraft',
    bands: [band(4, 2, 1), band(10, 4, 2), band(20, 6, 2), band(40, 8, 4), band(64, 12, 4)],
    moddedBands: [band(4, 6, 2), band(10, 8, 4), band(20, 12, 4), band(40, 16, 6), band(64, 24, 8)],
  },
  { game: 'Valheim', bands: [band(5, 4, 2), band(10, 8, 4), band(64, 16, 6)] },
  { game: 'ARK: Survival Evolved', bands: [band(10, 8, 4), band(20, 12, 4), band(40, 16, 6), band(64, 24, 8)] },
  { game: 'Rust', bands: [band(25, 8, 4), band(50, 12, 4), band(64, 16, 6)] },
  { game: 'Counter-Strike 2', bands: [band(10, 2, 2), band(32, 4, 2), band(64, 8, 4)] },
  { game: 'Terraria', bands: [band(8, 2, 1), band(16, 2, 2), band(64, 4, 2)] },
  { game: 'Factorio', bands: [band(10, 4, 2), band(30, 8, 4), band(64, 16, 4)] },
  { game: 'Satisfactory', bands: [band(4, 12, 4), band(8, 16, 4), band(64, 24, 6)] },
  { game: 'Palworld', bands: [band(4, 8, 4), band(16, 16, 4), band(32, 32, 6), band(64, 48, 12)] },
  { game: 'Sons of the Forest', bands: [band(4, 8, 4), band(8, 12, 4), band(64, 16, 6)] },
  { game: 'Arma 3', bands: [band(20, 4, 2), band(40, 8, 4), band(64, 12, 6)] },
  { game: "Garry's Mod", bands: [band(16, 2, 2), band(32, 4, 2), band(64, 8, 4)] },
];
