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
}

/** The language to start with: the visitor's choice, else the default (German, spec §1). */
export function initialLanguage(): LanguageId {
  return readChosenLanguage() ?? DEFAULT_LANGUAGE;
}
