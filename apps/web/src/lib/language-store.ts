import { DEFAULT_LANGUAGE, isLanguageId, type LanguageId } from '@qtify/shared/i18n/languages';
import { browserStorage } from './browser-storage';

const LANGUAGE_KEY = 'qtify.language';
const storage = browserStorage('local');

/** The language the visitor picked in the dropdown, if any. */
export function readChosenLanguage(): LanguageId | null {
  const stored = storage.get(LANGUAGE_KEY);
  return isLanguageId(stored) ? stored : null;
}

export function storeChosenLanguage(language: LanguageId): void {
  storage.set(LANGUAGE_KEY, language);
  keepLanguageCookie();
}

/**
 * The choice as a cookie too: the server writes a public page's first view in German only
 * (apps/server/src/plugins/web-app.ts) and leaves it out for a visitor who chose another language.
 */
export function keepLanguageCookie(): void {
  const chosen = readChosenLanguage();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  if (chosen) document.cookie = `${LANGUAGE_KEY}=${chosen}; path=/; max-age=31536000; SameSite=Lax`;
}

/** The language to start with: the visitor's choice, else the default (German, spec §1). */
export function initialLanguage(): LanguageId {
  return readChosenLanguage() ?? DEFAULT_LANGUAGE;
}
