/** Colour themes of the spec: each has a primary, secondary and accent colour. */
export const COLOR_THEMES = {
  default: { primary: '#4CAF50', secondary: '#2E7D32', accent: '#8BC34A', dark: false },
  blue: { primary: '#2196F3', secondary: '#1565C0', accent: '#03A9F4', dark: false },
  purple: { primary: '#9C27B0', secondary: '#6A1B9A', accent: '#E040FB', dark: false },
  dark: { primary: '#4CAF50', secondary: '#263238', accent: '#FFC107', dark: true },
} as const;

export type ColorThemeId = keyof typeof COLOR_THEMES;

export const COLOR_THEME_IDS = Object.keys(COLOR_THEMES) as ColorThemeId[];

export const DEFAULT_COLOR_THEME: ColorThemeId = 'default';

/** The browser's theme colour (page metadata and the web app manifest). */
export const THEME_COLOR = '#4CAF50';

export function isColorThemeId(value: unknown): value is ColorThemeId {
  return typeof value === 'string' && value in COLOR_THEMES;
}
