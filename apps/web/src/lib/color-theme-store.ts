import { type ColorThemeId, DEFAULT_COLOR_THEME, isColorThemeId } from '@qtify/shared/domain/color-themes';
import { useSyncExternalStore } from 'react';
import { browserStorage } from './browser-storage';

const COLOR_THEME_KEY = 'qtify.colorTheme';
// Kept across reloads so staff of a blue business do not see the green default flash first.
const BUSINESS_THEME_KEY = 'qtify.businessColorTheme';
const storage = browserStorage('local');
const listeners = new Set<() => void>();
// The theme of the business whose public page is open (registration, booking …), while its frame
// shows. In memory only: it is the place's, not the visitor's.
let placeTheme: ColorThemeId | null = null;

function read(key: string): ColorThemeId | null {
  const stored = storage.get(key);
  return isColorThemeId(stored) ? stored : null;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The theme the visitor picked in the top bar, or null when they never picked one. */
export function readChosenColorTheme(): ColorThemeId | null {
  return read(COLOR_THEME_KEY);
}

/** The colour theme of the active business, for staff working in it. */
export function readBusinessColorTheme(): ColorThemeId | null {
  return read(BUSINESS_THEME_KEY);
}

/**
 * The theme in effect: on a business's public page that business's (it is its page, and the
 * visitor has no theme switch there); elsewhere the visitor's own choice wins, then the theme of
 * the business they work in, then the default.
 */
export function readColorTheme(): ColorThemeId {
  return placeTheme ?? readChosenColorTheme() ?? readBusinessColorTheme() ?? DEFAULT_COLOR_THEME;
}

/** Shows the page in the colours of the business it belongs to; null when its frame closes. */
export function setPlaceColorTheme(theme: ColorThemeId | null): void {
  if (theme === placeTheme) return;
  placeTheme = theme;
  notify();
}

/** Remembers the top bar's choice; null forgets it, so the business's theme applies again. */
export function storeColorTheme(theme: ColorThemeId | null): void {
  if (theme) storage.set(COLOR_THEME_KEY, theme);
  else storage.remove(COLOR_THEME_KEY);
  notify();
}

export function storeBusinessColorTheme(theme: ColorThemeId | null): void {
  if (theme === readBusinessColorTheme()) return;
  if (theme) storage.set(BUSINESS_THEME_KEY, theme);
  else storage.remove(BUSINESS_THEME_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The colour theme in effect (default/blue/purple/dark), see `readColorTheme`. */
export function useColorTheme(): ColorThemeId {
  return useSyncExternalStore(subscribe, readColorTheme, () => DEFAULT_COLOR_THEME);
}

/** Whether the visitor picked a theme themselves (the top bar then marks it as their choice). */
export function useChosenColorTheme(): ColorThemeId | null {
  return useSyncExternalStore(subscribe, readChosenColorTheme, () => null);
}

/** The active business's theme, if a staff member is signed in. */
export function useBusinessColorTheme(): ColorThemeId | null {
  return useSyncExternalStore(subscribe, readBusinessColorTheme, () => null);
}
