import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { siteConfig } from './system/site-config';
import { chakraTheme } from './system/theme';

// Chakra's utilities and conditions, its theme trimmed to the components the site renders (system/theme.ts), then
// the site's own config on top: the same merge order as createSystem(defaultConfig, config).
export const system = createSystem(defaultBaseConfig, chakraTheme, siteConfig);
