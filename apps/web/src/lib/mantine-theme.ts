import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorShade,
  type MantineTheme,
} from '@mantine/core';
import { COLOR_THEMES, type ColorThemeId } from '@qtify/shared/domain/color-themes';
import buttonClasses from './mantine-button.module.css';
import { buildPalette, contrastRatio, lightVariantTextShade, readableShade } from './palette';

/** The Mantine theme of one of the spec's colour themes (primary, secondary, accent). */
export function buildMantineTheme(id: ColorThemeId) {
  const colors = COLOR_THEMES[id];
  const brand = buildPalette(colors.primary);
  const shade = readableShade(brand) as MantineColorShade;
  const accentContrast = contrastRatio(colors.accent, '#000000') > contrastRatio(colors.accent, '#ffffff');
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: shade, dark: shade },
    colors: {
      brand,
      secondary: buildPalette(colors.secondary),
      accent: buildPalette(colors.accent),
    },
    defaultRadius: 'md',
    cursorType: 'pointer',
    headings: { fontWeight: '700' },
    // Plain objects, not Button.extend: the theme must not pull Button's code into the first download.
    // A dialog's header is a <div>: Mantine's <header> sits in a portal outside <main> and would be a
    // second banner landmark beside the page's own.
    components: {
      Button: { classNames: buttonClasses },
      ModalHeader: { defaultProps: { component: 'div' } },
    },
    other: {
      lightTextShade: lightVariantTextShade(brand, shade),
      accent: colors.accent,
      accentContrast: accentContrast ? '#000000' : '#ffffff',
      secondary: colors.secondary,
    },
  });
}

export function colorSchemeOf(id: ColorThemeId): 'light' | 'dark' {
  return COLOR_THEMES[id].dark ? 'dark' : 'light';
}

/**
 * Extra CSS variables: the accent colour for highlights (`--qtify-color-accent`), and text colours
 * where Mantine's defaults miss WCAG AA (4.5:1): dimmed text on white, light-variant text, and the
 * error red of form fields, messages and outline buttons (red.6 on white is 3.3:1, red.8 on the dark
 * body 3.4:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme: MantineTheme) => ({
  variables: {
    '--qtify-color-accent': String(theme.other.accent),
    '--qtify-color-accent-contrast': String(theme.other.accentContrast),
    '--qtify-color-secondary': String(theme.other.secondary),
  },
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-brand-light-color': `var(--mantine-color-brand-${theme.other.lightTextShade})`,
    '--mantine-primary-color-light-color': `var(--mantine-color-brand-${theme.other.lightTextShade})`,
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    // Outline buttons ("Termin stornieren") write in it: red.6 on white is 3.3:1.
    '--mantine-color-red-outline': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
