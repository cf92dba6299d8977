import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with the recipes of the components the portal uses, not all of Chakra's (the theme is
 * part of the first load). A component added to the portal brings its recipe here.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioCard: radioCardSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/**
 * The one Chakra system of the portal. Raw colours live here and nowhere else: pages use the `brand` palette
 * (`colorPalette="brand"`) and Chakra's semantic tokens (`bg.panel`, `fg.muted`, `border` …).
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg', minHeight: '100%' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
      borderWidths: {
        thin: { value: '1px' },
        thick: { value: '2px' },
        heavy: { value: '3px' },
      },
      colors: {
        brand: {
          50: { value: '#effaf8' },
          100: { value: '#d7f2ee' },
          200: { value: '#b0e4dd' },
          300: { value: '#7fcfc6' },
          400: { value: '#4cb3aa' },
          500: { value: '#2a968e' },
          600: { value: '#1e7973' },
          700: { value: '#1b615d' },
          800: { value: '#194e4b' },
          900: { value: '#17413f' },
          950: { value: '#082726' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
        bg: {
          canvas: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
        },
        accent: {
          // The second colour of the logo and of the auth screen's brand panel.
          warm: { value: '{colors.orange.300}' },
        },
        // The booking channels' own colours, for their marks in the listings table.
        channel: {
          airbnb: { value: '#ff5a5f' },
          bookingcom: { value: '#003580' },
          homeaway: { value: '#1c4695' },
          tripadvisor: { value: '#00aa6c' },
          vrbo: { value: '#245abc' },
          other: { value: '{colors.gray.500}' },
        },
      },
      shadows: {
        card: { value: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)' },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
