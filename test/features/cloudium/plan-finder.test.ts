import { supportedGames, OTHER_GAME } from '@/features/cloudium/content/cloudium-games.content';
import { hostingPlans } from '@/features/cloudium/content/cloudium-plans.content';
import { FINDER_GAMES, FINDER_PLAYERS, GAMES_WITH_VARIANTS } from '@/features/cloudium/content/finder-games.content';
import { gameRequirements } from '@/features/cloudium/content/game-requirements.content';
import {
  finderIntent,
  parseFinderIntent,
  recommendationLine,
  type FinderChoice,
} from '@/features/cloudium/contract/finder-intent';
import { CUSTOM_SLIDERS } from '@/features/cloudium/domain/custom-server';
import {
  DEFAULT_FINDER_CHOICE,
  customPresetFor,
  finderChoiceFromQuery,
  finderQuery,
  recommend,
} from '@/features/cloudium/domain/plan-finder';

const choice = (game: string, players: number, variant: FinderChoice['variant'] = 'vanilla'): FinderChoice => ({
  game,
  players,
  variant,
});

/**
 * Every band of every game, written out: its first and last player count → need (RAM GB, vCores) → cheapest plan.
 * Both edges of each band are asked for.
 */
const bands: [string, FinderChoice['variant'], number, number, number, number, string][] = [
  ['Minecraft', 'vanilla', 1, 4, 2, 1, 'ES1'],
  ['Minecraft', 'vanilla', 5, 10, 4, 2, 'ES2'],
  ['Minecraft', 'vanilla', 11, 20, 6, 2, 'ES3'],
  ['Minecraft', 'vanilla', 21, 40, 8, 4, 'ES3'],
  ['Minecraft', 'vanilla', 41, 64, 12, 4, 'ES4'],
  ['Minecraft', 'modded', 1, 4, 6, 2, 'ES3'],
  ['Minecraft', 'modded', 5, 10, 8, 4, 'ES3'],
  ['Minecraft', 'modded', 11, 20, 12, 4, 'ES4'],
  ['Minecraft', 'modded', 21, 40, 16, 6, 'ES5'],
  ['Minecraft', 'modded', 41, 64, 24, 8, 'ES7'],
  ['Valheim', 'vanilla', 1, 5, 4, 2, 'ES2'],
  ['Valheim', 'vanilla', 6, 10, 8, 4, 'ES3'],
  ['Valheim', 'vanilla', 11, 64, 16, 6, 'ES5'],
  ['ARK: Survival Evolved', 'vanilla', 1, 10, 8, 4, 'ES3'],
  ['ARK: Survival Evolved', 'vanilla', 11, 20, 12, 4, 'ES4'],
  ['ARK: Survival Evolved', 'vanilla', 21, 40, 16, 6, 'ES5'],
  ['ARK: Survival Evolved', 'vanilla', 41, 64, 24, 8, 'ES7'],
  ['Rust', 'vanilla', 1, 25, 8, 4, 'ES3'],
  ['Rust', 'vanilla', 26, 50, 12, 4, 'ES4'],
  ['Rust', 'vanilla', 51, 64, 16, 6, 'ES5'],
  ['Counter-Strike 2', 'vanilla', 1, 10, 2, 2, 'ES2'],
  ['Counter-Strike 2', 'vanilla', 11, 32, 4, 2, 'ES2'],
  ['Counter-Strike 2', 'vanilla', 33, 64, 8, 4, 'ES3'],
  ['Terraria', 'vanilla', 1, 8, 2, 1, 'ES1'],
  ['Terraria', 'vanilla', 9, 16, 2, 2, 'ES2'],
  ['Terraria', 'vanilla', 17, 64, 4, 2, 'ES2'],
  ['Factorio', 'vanilla', 1, 10, 4, 2, 'ES2'],
  ['Factorio', 'vanilla', 11, 30, 8, 4, 'ES3'],
  ['Factorio', 'vanilla', 31, 64, 16, 4, 'ES4'],
  ['Satisfactory', 'vanilla', 1, 4, 12, 4, 'ES4'],
  ['Satisfactory', 'vanilla', 5, 8, 16, 4, 'ES4'],
  ['Satisfactory', 'vanilla', 9, 64, 24, 6, 'ES5'],
  ['Palworld', 'vanilla', 1, 4, 8, 4, 'ES3'],
  ['Palworld', 'vanilla', 5, 16, 16, 4, 'ES4'],
  ['Palworld', 'vanilla', 17, 32, 32, 6, 'ES6'],
  ['Palworld', 'vanilla', 33, 64, 48, 12, 'custom'],
  ['Sons of the Forest', 'vanilla', 1, 4, 8, 4, 'ES3'],
  ['Sons of the Forest', 'vanilla', 5, 8, 12, 4, 'ES4'],
  ['Sons of the Forest', 'vanilla', 9, 64, 16, 6, 'ES5'],
  ['Arma 3', 'vanilla', 1, 20, 4, 2, 'ES2'],
  ['Arma 3', 'vanilla', 21, 40, 8, 4, 'ES3'],
  ['Arma 3', 'vanilla', 41, 64, 12, 6, 'ES5'],
  ["Garry's Mod", 'vanilla', 1, 16, 2, 2, 'ES2'],
  ["Garry's Mod", 'vanilla', 17, 32, 4, 2, 'ES2'],
  ["Garry's Mod", 'vanilla', 33, 64, 8, 4, 'ES3'],
];

describe('plan finder: every game at its band edges (docs/product.md#plan-finder)', () => {
  it.each(bands)(
    '%s (%s) with %i and with %i players needs %i GB and %i vCores → %s',
    (game, variant, first, last, ram, cores, plan) => {
      for (const players of [first, last]) {
        const recommendation = recommend(choice(game, players, variant), hostingPlans);
        expect(recommendation?.need).toEqual({ ramGb: ram, vCores: cores });
        expect(recommendation?.kind === 'plan' ? recommendation.plan.name : recommendation?.kind).toBe(plan);
      }
    },
  );

  it('has every band of the requirement table, with its edges (no band left untested)', () => {
    const table = gameRequirements.flatMap(({ game, bands: vanilla, moddedBands }) =>
      [
        ...vanilla.map((band, index) => ['vanilla', band, vanilla[index - 1]] as const),
        ...(moddedBands ?? []).map((band, index) => ['modded', band, moddedBands?.[index - 1]] as const),
      ].map(([variant, band, previous]) => `${game}/${variant}/${(previous?.maxPlayers ?? 0) + 1}-${band.maxPlayers}`),
    );
    expect(bands.map(([game, variant, first, last]) => `${game}/${variant}/${first}-${last}`)).toEqual(table);
  });

  it('offers a Custom Server preset to the need when no standard plan is enough (Palworld, 64 players)', () => {
    expect(recommend(choice('Palworld', 64), hostingPlans)).toEqual({
      kind: 'custom',
      need: { ramGb: 48, vCores: 12 },
      preset: { vCores: 12, ramGb: 48, ssdGb: 100 },
    });
  });

  it('ignores a variant on a game that has none', () => {
    expect(recommend(choice('Rust', 30, 'modded'), hostingPlans)?.need).toEqual({ ramGb: 12, vCores: 4 });
  });

  it('knows no game outside the table', () => {
    expect(recommend(choice('Tetris', 2), hostingPlans)).toBeNull();
  });

  it.each([
    [0, 1],
    [65, 64],
    [12.4, 12],
  ])('counts %d players as %d (the slider has 1 to 64)', (players, counted) => {
    expect(finderIntent(choice('Palworld', players))).toBe(`Palworld, ${counted} Spieler`);
  });
});

describe('requirement table (src/features/cloudium/content/game-requirements.content.ts)', () => {
  it('has one row per game of the overview grid, and no other, in the order the finder offers them', () => {
    const gridGames = supportedGames.map(({ name }) => name).filter((name) => name !== OTHER_GAME);
    expect(gameRequirements.map(({ game }) => game)).toEqual(gridGames);
    expect([...FINDER_GAMES]).toEqual(gridGames);
  });

  it.each(FINDER_GAMES.map((game) => [game]))('%s has modded bands exactly when it offers variants', (game) => {
    const row = gameRequirements.find((entry) => entry.game === game);
    expect(row?.moddedBands !== undefined).toBe(GAMES_WITH_VARIANTS.includes(game));
  });

  it.each(gameRequirements.map((row) => [row.game, row] as const))(
    '%s: bands rise in players and needs, and the last reaches 64 players',
    (_game, row) => {
      for (const bands of [row.bands, row.moddedBands ?? []]) {
        if (bands.length === 0) continue;
        expect(bands.at(-1)?.maxPlayers).toBe(FINDER_PLAYERS.max);
        bands.slice(1).forEach((band, index) => {
          const previous = bands[index];
          expect(band.maxPlayers).toBeGreaterThan(previous?.maxPlayers ?? 0);
          expect(band.ramGb).toBeGreaterThanOrEqual(previous?.ramGb ?? 0);
          expect(band.vCores).toBeGreaterThanOrEqual(previous?.vCores ?? 0);
        });
      }
    },
  );

  it('every need fits the Custom Server sliders, so the preset never cuts a need', () => {
    for (const { bands, moddedBands } of gameRequirements) {
      for (const band of [...bands, ...(moddedBands ?? [])]) {
        expect(band.ramGb).toBeLessThanOrEqual(CUSTOM_SLIDERS.ramGb.max);
        expect(band.vCores).toBeLessThanOrEqual(CUSTOM_SLIDERS.vCores.max);
      }
    }
  });
});

describe('customPresetFor', () => {
  it.each([
    [
      { ramGb: 48, vCores: 12 },
      { vCores: 12, ramGb: 48, ssdGb: 100 },
    ],
    [
      { ramGb: 13, vCores: 1 },
      { vCores: 1, ramGb: 14, ssdGb: 100 },
    ],
    [
      { ramGb: 1, vCores: 0 },
      { vCores: 1, ramGb: 2, ssdGb: 100 },
    ],
    [
      { ramGb: 80, vCores: 20 },
      { vCores: 16, ramGb: 64, ssdGb: 100 },
    ],
  ])('%j → sliders %j (whole steps at or above the need, within range)', (need, preset) => {
    expect(customPresetFor(need)).toEqual(preset);
  });
});

describe('the order line "Empfohlen für: …"', () => {
  it.each([
    [choice('Palworld', 12), 'Palworld, 12 Spieler'],
    [choice('Minecraft', 1), 'Minecraft (Vanilla), 1 Spieler'],
    [choice('Minecraft', 64, 'modded'), 'Minecraft (Mods/Modpack), 64 Spieler'],
    [choice("Garry's Mod", 8), "Garry's Mod, 8 Spieler"],
  ])('%j reads "%s" and parses back', (asked, text) => {
    expect(finderIntent(asked)).toBe(text);
    expect(parseFinderIntent(text)).toEqual(asked);
    expect(recommendationLine(text)).toBe(`Empfohlen für: ${text}`);
  });

  it.each([
    'Palworld, 0 Spieler',
    'Palworld, 65 Spieler',
    'Palworld, 012 Spieler',
    'Palworld,12 Spieler',
    'Palworld, 12 Spielern',
    'Minecraft, 12 Spieler',
    'Rust (Mods/Modpack), 12 Spieler',
    'Rust (Vanilla), 2 Spieler',
    'Tetris, 2 Spieler',
    '@everyone, 2 Spieler',
    '',
  ])('"%s" is not a line the finder writes', (text) => {
    expect(parseFinderIntent(text)).toBeNull();
  });
});

describe('the finder in the address (/cloudium?spiel=…&spieler=…#pakete)', () => {
  it.each([
    ['?spiel=palworld', { ...DEFAULT_FINDER_CHOICE, game: 'Palworld' }],
    ['?spiel=palworld&spieler=12', choice('Palworld', 12)],
    ['?spiel=minecraft&spieler=30&mods=1', choice('Minecraft', 30, 'modded')],
    ['?spiel=rust&mods=1', { ...DEFAULT_FINDER_CHOICE, game: 'Rust' }],
    ['?spiel=tetris&spieler=12', { ...DEFAULT_FINDER_CHOICE, players: 12 }],
    ['?spiel=other', DEFAULT_FINDER_CHOICE],
    ['?spiel=palworld&spieler=abc', { ...DEFAULT_FINDER_CHOICE, game: 'Palworld' }],
    ['?spiel=palworld&spieler=-3', { ...DEFAULT_FINDER_CHOICE, game: 'Palworld' }],
    ['?spiel=palworld&spieler=500', choice('Palworld', 64)],
    ['', DEFAULT_FINDER_CHOICE],
  ])('%s → %j', (search, expected) => {
    expect(finderChoiceFromQuery(search)).toEqual(expected);
  });

  it.each([
    [{ game: 'Palworld' }, 'spiel=palworld'],
    [choice('Palworld', 12), 'spiel=palworld&spieler=12'],
    [choice('Minecraft', 30, 'modded'), 'spiel=minecraft&spieler=30&mods=1'],
    [choice("Garry's Mod", 5, 'modded'), 'spiel=garrys-mod&spieler=5'],
    [choice('Sons of the Forest', 3), 'spiel=sons-of-the-forest&spieler=3'],
  ])('%j → %s', (asked, query) => {
    expect(finderQuery(asked)).toBe(query);
  });

  it('starts at Minecraft (Vanilla) with 8 players', () => {
    expect(DEFAULT_FINDER_CHOICE).toEqual(choice('Minecraft', 8));
  });
});
