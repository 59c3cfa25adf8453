import { type ColorThemeId, DEFAULT_COLOR_THEME, isColorThemeId } from '@qtify/shared/domain/color-themes';
import { useSyncExternalStore } from 'react';
import { browserStorage } from './browser-storage';

const COLOR_THEME_KEY = 'qtify.colorTheme';
const storage = browserStorage('local');
const listeners = new Set<() => void>();

export function readColorTheme(): ColorThemeId {
  const stored = storage.get(COLOR_THEME_KEY);
  return isColorThemeId(stored) ? stored : DEFAULT_COLOR_THEME;
}

export function storeColorTheme(theme: ColorThemeId): void {
  storage.set(COLOR_THEME_KEY, theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The colour theme picked in the top bar (default/blue/purple/dark), persisted in localStorage. */
export function useColorTheme(): ColorThemeId {
  return useSyncExternalStore(subscribe, readColorTheme, () => DEFAULT_COLOR_THEME);
}
