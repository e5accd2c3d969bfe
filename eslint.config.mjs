// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import fs from 'node:fs';

/**
 * Layers import only downward (docs/architecture.md, "Layers"):
 * app → pages → ui → store + machines → domain → content + config. The server reuses domain, content, config.
 */
const tiers = [['app'], ['pages'], ['ui'], ['store', 'machines'], ['domain'], ['content'], ['config']];
/**
 * What each layer may import, from its tiers listed top to bottom: itself and every layer of a lower tier. Layers of one
 * tier (store and machines) do not import each other.
 */
const downwardFrom = (tierList) =>
  Object.fromEntries(
    tierList.flatMap((tier, index) => tier.map((layer) => [layer, [layer, ...tierList.slice(index + 1).flat()]])),
  );
const layers = [...tiers.flat(), 'server'];
const mayImport = { ...downwardFrom(tiers), server: ['server', 'domain', 'content', 'config'] };
const layerZones = Object.entries(mayImport).flatMap(([layer, allowed]) =>
  layers
    .filter((other) => !allowed.includes(other))
    .map((other) => ({
      target: `./src/${layer}`,
      from: `./src/${other}`,
      message: `Layer "${layer}" must not import from "${other}" (imports only go downward).`,
    })),
);

/**
 * A flow with behaviour lives in its own folder, src/features/<flow>/, with the same layers inside (docs/architecture.md,
 * "Feature folders"), plus `contract`: what the flow agrees with the server (the relay's payload), below its domain.
 * A feature's layer imports its own lower layers and the shared ones its layer may import; never another feature.
 */
const featureTiers = [['pages'], ['ui'], ['store', 'machines'], ['domain'], ['contract'], ['content']];
const featureLayers = featureTiers.flat();
const featureMayImport = downwardFrom(featureTiers);
const featureFolders = fs.existsSync(new URL('./src/features', import.meta.url))
  ? fs
      .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const featureZones = featureFolders.flatMap((feature) => [
  {
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature must not import from another feature; move what both need to the shared layers.',
  },
  ...Object.entries(featureMayImport).flatMap(([layer, allowed]) => [
    ...featureLayers
      .filter((other) => !allowed.includes(other))
      .map((other) => ({
        target: `./src/features/${feature}/${layer}`,
        from: `./src/features/${feature}/${other}`,
        message: `Layer "${layer}" of a feature must not import from its "${other}" (imports only go downward).`,
      })),
    ...layers
      .filter(
        (other) => other === 'app' || other === 'server' || !(mayImport[layer] ?? mayImport.domain).includes(other),
      )
      .map((other) => ({
        target: `./src/features/${feature}/${layer}`,
        from: `./src/${other}`,
        message: `Layer "${layer}" of a feature must not import from the shared "${other}".`,
      })),
  ]),
]);
// Shared layers know no feature; the app puts features together, the server takes a feature's contract, domain and
// content only.
const sharedZones = [
  ...layers
    .filter((layer) => layer !== 'app' && layer !== 'server')
    .map((layer) => ({
      target: `./src/${layer}`,
      from: './src/features',
      message: `The shared layer "${layer}" must not import from a feature (features build on the shared layers).`,
    })),
  {
    target: './src/server',
    from: './src/features/*/{pages,ui,store,machines}/**',
    message: "The server may import only a feature's contract, domain and content.",
  },
];

/**
 * The server's rooms (docs/architecture.md, "The server's rooms"): the process puts the others together; the relay
 * and the site share what both answer with (http) and never import each other.
 */
const serverRooms = {
  process: ['process', 'relay', 'site', 'releases', 'http'],
  relay: ['relay', 'http'],
  site: ['site', 'http'],
  releases: ['releases'],
  http: ['http'],
};
const serverRoomZones = Object.entries(serverRooms).flatMap(([room, allowed]) =>
  Object.keys(serverRooms)
    .filter((other) => !allowed.includes(other))
    .map((other) => ({
      target: `./src/server/${room}`,
      from: `./src/server/${other}`,
      message: `The server's room "${room}" must not import from its room "${other}".`,
    })),
);

// One folder per screen: a screen never reaches into another screen's folder (shared parts go to ui/).
const pageFolders = fs
  .readdirSync(new URL('./src/pages', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const pageZones = pageFolders.map((folder) => ({
  target: `./src/pages/${folder}`,
  from: './src/pages',
  except: [`./${folder}`],
  message: 'A screen must not import from another screen; move shared parts to src/ui.',
}));

const isomorphicRestrictions = {
  patterns: [
    { group: ['node:*', 'fs', 'path', 'os', 'crypto', 'http', 'https'], message: 'Keep this layer free of Node APIs.' },
    {
      group: ['react', 'react-dom', 'react-dom/*', '@chakra-ui/*', '@emotion/*'],
      message: 'Keep this layer free of React and the DOM.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'coverage/**', 'data/**', 'test-results/**', 'releases/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...featureZones, ...sharedZones, ...serverRoomZones, ...pageZones] },
      ],
      'import-x/no-default-export': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-unresolved': ['error', { ignore: ['\\.woff2$'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'src/domain/**',
      'src/content/**',
      'src/config/**',
      'src/features/*/domain/**',
      'src/features/*/contract/**',
      'src/features/*/content/**',
    ],
    rules: { 'no-restricted-imports': ['error', isomorphicRestrictions] },
  },
  {
    files: ['src/machines/**', 'src/features/*/machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...isomorphicRestrictions.patterns,
            {
              group: ['@xstate/react', '@reduxjs/*', 'react-redux', '@/store/*', '@/features/*/store/*'],
              message: 'Machines never import React, the store or the DOM; inject side effects as actors.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to start a machine: src/ui/machine-actor.ts (provide, input, inspector) is the only door to
    // @xstate/react; machines, domain, content and config have their own, stricter rules above.
    files: [
      'src/app/**',
      'src/pages/**',
      'src/ui/**',
      'src/store/**',
      'src/features/*/pages/**',
      'src/features/*/ui/**',
      'src/features/*/store/**',
    ],
    ignores: ['src/ui/machine-actor.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@xstate/react',
              message:
                'Start machines with useMachineActor and read them with useActorState (src/ui/machine-actor.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tool configuration files must default-export by convention.
    files: ['webpack.config.ts', 'jest.config.ts', 'eslint.config.mjs', 'src/types.d.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    // Nothing imports a test or a script, so neither can close an import cycle; checking them walked the whole
    // source graph again from every test file (60 % of the lint time).
    files: ['test/**', 'scripts/**'],
    rules: { 'no-console': 'off', 'import-x/no-cycle': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
