import { DEFAULT_LANGUAGE, isLanguageId, type LanguageId } from '@qtify/shared/i18n/languages';
import de from '@qtify/shared/i18n/locales/de/mail.json' with { type: 'json' };
import en from '@qtify/shared/i18n/locales/en/mail.json' with { type: 'json' };
import es from '@qtify/shared/i18n/locales/es/mail.json' with { type: 'json' };
import fr from '@qtify/shared/i18n/locales/fr/mail.json' with { type: 'json' };
import tr from '@qtify/shared/i18n/locales/tr/mail.json' with { type: 'json' };

// A lookup over the `mail` catalogues is all the server needs: no plurals, only {{name}}
// placeholders and i18next's context for industry wording (`intro_restaurant` before `intro`).
// German is the reference and the fallback (SPEC: default and fallback).
const CATALOGUES: Record<LanguageId, unknown> = { de, en, es, tr, fr };

export type MailKey = string;
export type Translate = (key: MailKey, values?: Record<string, string>) => string;

function lookup(catalogue: unknown, key: MailKey): string | undefined {
  let node = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translate function for one recipient's language, falling back to German for an unknown
 * language or a missing key. With an industry, a `key_<industry>` text wins over `key`, as i18next's
 * context does in the web. It returns plain text: the HTML part escapes what it gets.
 */
export function mailTranslator(languageId: string, industry?: string): Translate {
  const language = isLanguageId(languageId) ? languageId : DEFAULT_LANGUAGE;
  const find = (catalogue: unknown, key: MailKey) =>
    (industry ? lookup(catalogue, `${key}_${industry}`) : undefined) ?? lookup(catalogue, key);
  return (key, values = {}) => {
    const template = find(CATALOGUES[language], key) ?? find(CATALOGUES[DEFAULT_LANGUAGE], key);
    if (template === undefined) throw new Error(`Missing mail text ${key}`);
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
  };
}
