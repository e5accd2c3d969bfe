import { createSystem } from '@chakra-ui/react';
import { mergedConfig } from './system/browser-config';
import { restoredTokens } from './system/browser-tokens';
import { systemFromParts } from './system/snapshot-system';
import { SYSTEM_CONFIGS } from './system/system-configs';

/**
 * The site's Chakra system. The browser build restores its token dictionary from a snapshot made at build time
 * (docs/adr/0007-chakra-system-from-a-build-time-snapshot.md), in start-up steps of their own (./system/browser-tokens.ts,
 * browser-config.ts); the prerender step, the development server and the tests build it with Chakra's own
 * createSystem. The build defines CHAKRA_TOKEN_SNAPSHOT as a constant, so the browser bundle carries only one way.
 */
function browserSystem() {
  if (!restoredTokens || !mergedConfig) throw new Error('Der Token-Schnappschuss des Builds fehlt.');
  return systemFromParts(restoredTokens, mergedConfig);
}

export const system = process.env.CHAKRA_TOKEN_SNAPSHOT ? browserSystem() : createSystem(...SYSTEM_CONFIGS);
