import { mergeSystemConfigs } from './snapshot-system';
import { SYSTEM_CONFIGS } from './system-configs';

/** The merged configs of the browser's Chakra system, made in a start-up step of their own (./browser-tokens.ts). */
export const mergedConfig = process.env.CHAKRA_TOKEN_SNAPSHOT ? mergeSystemConfigs(...SYSTEM_CONFIGS) : undefined;
