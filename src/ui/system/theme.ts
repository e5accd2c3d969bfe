import { defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { semanticTokens, tokens } from './tokens';

/**
 * Chakra's default theme, trimmed to what the site renders. `defaultConfig` carries all of Chakra's ~75 recipes
 * and slot recipes plus every colour palette and keyframe (the latter as global CSS); the site uses the few below.
 * What is kept is Chakra's own definition, unchanged, so the pages look the same.
 *
 * Only names that `@chakra-ui/react/theme` re-exports from their own modules are imported from it (recipes,
 * keyframes, text and layer styles …): importing the module's own `tokens` or `defaultThemeConfig` would bundle
 * every recipe again. The tokens are in ./tokens.ts.
 *
 * Adding a Chakra component to the site: add its recipe here, and those of the components it renders inside (see
 * the notes). test/unit/ui/system.test.ts fails when the site imports a Chakra component it does not know.
 */

/** Recipes, by the Chakra component that reads them. */
const recipes = {
  badge: badgeRecipe, // Badge
  button: buttonRecipe, // Button; CloseButton (the dialogs' close triggers) is an IconButton
  checkmark: checkmarkRecipe, // drawn inside Checkbox.Control
  code: codeRecipe, // Code
  container: containerRecipe, // Container
  heading: headingRecipe, // Heading
  input: inputRecipe, // Input
  link: linkRecipe, // Link
  spinner: spinnerRecipe, // Spinner; also the loading Button (its Loader renders a Spinner)
  textarea: textareaRecipe, // Textarea
};

const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  slider: sliderSlotRecipe,
  tabs: tabsSlotRecipe,
  // system.ts merges the site's dark-panel look over Chakra's toast recipe.
  toast: toastSlotRecipe,
};

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}

/**
 * The keyframes the kept recipes and the site's parts animate with (Spinner, the modal dialog, Toast, the phone menu);
 * each one is global CSS.
 */
const USED_KEYFRAMES = [
  'spin',
  'fade-in',
  'fade-out',
  'scale-in',
  'scale-out',
  'slide-from-top',
  'slide-from-bottom',
  'slide-from-left',
  'slide-from-right',
  'slide-to-top',
  'slide-to-bottom',
  'slide-to-left',
  'slide-to-right',
];

export const chakraTheme = defineConfig({
  // As in Chakra's defaultThemeConfig.
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes: pick(keyframes, USED_KEYFRAMES),
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    // Those the kept recipes name (Heading sizes, Button, Input …); none, label are not.
    textStyles: pick(textStyles, ['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl']),
    // Button, Input, Checkbox … (disabled) and the Tabs line indicator.
    layerStyles: pick(layerStyles, ['disabled', 'indicator.bottom', 'indicator.end']),
    // No kept recipe or page names an animation style (slide-fade-in …); Dialog animates with keyframes.
  },
});
