import { defaultBaseConfig } from '@chakra-ui/react';
import { siteConfig } from './site-config';
import { chakraTheme } from './theme';

/**
 * The site's Chakra system, as the configs `createSystem` merges: Chakra's utilities and conditions, its theme
 * trimmed to the components the site renders (./theme.ts), then the site's own config on top (the same merge order
 * as createSystem(defaultConfig, config)). webpack.config.ts builds the token snapshot from the same list.
 */
export const SYSTEM_CONFIGS = [defaultBaseConfig, chakraTheme, siteConfig] as const;
