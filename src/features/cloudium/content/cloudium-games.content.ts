/** The 13 supported games of docs/product.md#community-data. Each names a bundled icon; 'Andere' is the catch-all choice. */
export type GameIconKey =
  | 'minecraft'
  | 'valheim'
  | 'ark'
  | 'rust'
  | 'counter-strike'
  | 'terraria'
  | 'factorio'
  | 'satisfactory'
  | 'palworld'
  | 'sons-of-the-forest'
  | 'arma'
  | 'garrys-mod'
  | 'other';

export interface SupportedGame {
  readonly name: string;
  readonly icon: GameIconKey;
}

/** The entry that asks for the other game's name; excluded from the overview grid. */
export const OTHER_GAME = 'Andere';

export const supportedGames: readonly SupportedGame[] = [
  { name: 'Minecraft', icon: 'minecraft' },
  { name: 'Valheim', icon: 'valheim' },
  { name: 'ARK: Survival Evolved', icon: 'ark' },
  { name: 'Rust', icon: 'rust' },
  { name: 'Counter-Strike 2', icon: 'counter-strike' },
  { name: 'Terraria', icon: 'terraria' },
  { name: 'Factorio', icon: 'factorio' },
  { name: 'Satisfactory', icon: 'satisfactory' },
  { name: 'Palworld', icon: 'palworld' },
  { name: 'Sons of the Forest', icon: 'sons-of-the-forest' },
  { name: 'Arma 3', icon: 'arma' },
  { name: "Garry's Mod", icon: 'garrys-mod' },
  { name: OTHER_GAME, icon: 'other' },
];
