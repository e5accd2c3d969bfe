import type { Config } from 'jest';

const swcTransform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs' },
    },
  ],
};

const moduleNameMapper: Config['moduleNameMapper'] = {
  '^@/(.*)$': '<rootDir>/src/$1',
  // Chakra's internals (src/ui/system/snapshot-system.ts), from its CommonJS build like the rest of Chakra in Jest.
  '^@chakra-internal/(.*)\\.js$': '<rootDir>/node_modules/@chakra-ui/react/dist/cjs/$1.cjs',
  '\\.(woff2?|png|jpe?g|webp|avif|svg|ico)$': '<rootDir>/test/support/file-stub.cjs',
};

const shared = {
  transform: swcTransform,
  moduleNameMapper,
  // ESM-only packages that Jest has to transpile.
  transformIgnorePatterns: ['/node_modules/(?!(@fontsource-variable|cookie)/)'],
};

const config: Config = {
  // Without Jest's timings (a fresh machine), the longest browser files first (test/support/suite-sequencer.cjs).
  testSequencer: '<rootDir>/test/support/suite-sequencer.cjs',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: '<rootDir>/test/support/jsdom-environment.cjs',
      setupFiles: ['<rootDir>/test/support/react-commit-hook.cjs'],
      setupFilesAfterEnv: ['<rootDir>/test/support/setup-dom.ts'],
      testMatch: ['<rootDir>/test/unit/**/*.test.ts?(x)', '<rootDir>/test/features/**/*.test.ts?(x)'],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts?(x)'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts', '<rootDir>/test/features/**/*.e2e.ts'],
      slowTestThreshold: 30,
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/setup-browser-tests.ts'],
    },
  ],
};

export default config;
