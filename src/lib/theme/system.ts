/**
 * The Chakra UI v3 design system. The theme is fixed to light
 * (docs/product-rules.md#product-and-users): no colour-mode switcher, and index.html sets
 * class="light" with color-scheme: light.
 *
 * Built from Chakra's base config, its default tokens and only the recipes the app uses
 * (./recipes.ts): `defaultConfig` would put every recipe into the first visit's JavaScript.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { RECIPES, SLOT_RECIPES } from './recipes';

/**
 * Chakra's palettes the app never names. Each costs ~18 tokens that every start-up turns into
 * CSS variables and colorPalette mappings; tests/unit/theme-palettes.test.ts fails if a screen
 * starts using one.
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/** Chakra's default theme (`defaultThemeConfig`) with our recipe and palette selection. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const FONT_STACK =
  "'Be Vietnam Pro', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', system-ui, sans-serif";

const config = defineConfig({
  theme: {
    tokens: {
      fonts: { heading: { value: FONT_STACK }, body: { value: FONT_STACK } },
      colors: {
        brand: {
          50: { value: '#f6f1ff' },
          100: { value: '#ebe0ff' },
          200: { value: '#d4c0ff' },
          300: { value: '#b595fb' },
          400: { value: '#9468f0' },
          500: { value: '#7745de' },
          600: { value: '#6232c2' },
          700: { value: '#4e279b' },
          800: { value: '#381c70' },
          900: { value: '#1a1033' },
        },
        accent: {
          400: { value: '#ff8a7a' },
          500: { value: '#f0645a' },
          600: { value: '#d84b44' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'white', color: 'gray.900' },
    // The public header is sticky and 64px tall: anchor jumps and scrollIntoView keep clear of it.
    html: { scrollPaddingTop: '64px' },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
