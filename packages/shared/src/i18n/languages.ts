/** The languages the product speaks, German first: the first entry is the default and the fallback. */
export const LANGUAGES = [
  { id: 'de', text: 'Deutsch' },
  { id: 'en', text: 'English' },
  { id: 'es', text: 'Español' },
  { id: 'tr', text: 'Türkçe' },
  { id: 'fr', text: 'Français' },
] as const;

export type LanguageId = (typeof LANGUAGES)[number]['id'];

export const LANGUAGE_IDS = LANGUAGES.map((language) => language.id) as LanguageId[];

export const DEFAULT_LANGUAGE: LanguageId = 'de';

export function isLanguageId(value: unknown): value is LanguageId {
  return typeof value === 'string' && (LANGUAGE_IDS as string[]).includes(value);
}
