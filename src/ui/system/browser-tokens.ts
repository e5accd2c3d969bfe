import { restoreTokenDictionary } from './snapshot-system';
import type { TokenSnapshot } from './token-snapshot';

/**
 * The two slow parts of the browser's Chakra system (./snapshot-system.ts), made when these modules are evaluated:
 * src/app/main.tsx evaluates each in a start-up step of its own, so neither holds the main thread long. Only the
 * browser build has a snapshot (webpack.config.ts); elsewhere both are undefined and ../system.ts uses createSystem.
 */
const snapshot = process.env.CHAKRA_TOKEN_SNAPSHOT;

export const restoredTokens = snapshot ? restoreTokenDictionary(JSON.parse(snapshot) as TokenSnapshot) : undefined;
