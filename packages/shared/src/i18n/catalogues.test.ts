/// <reference types="node" />
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../domain/industry';
import { ErrorCode } from '../errors';
import { type Flat, localesDir, NAMESPACES, readCatalogue } from './catalogue-files';
import { DEFAULT_LANGUAGE, LANGUAGE_IDS } from './languages';

/**
 * The catalogues are the product's wording in five languages. German is the reference: every other
 * language must translate every German key, and every industry namespace must offer the same
 * sentences as the others, so switching language or industry never shows a raw key.
 */

/**
 * Values that are rightly the same as the German one (`<lang>/<namespace>:<key>`). Anything else
 * that equals German is a missing translation. Keep this list short and explain each entry.
 */
const SAME_AS_GERMAN = new Set([
  'en/medical:shell.patientWord', // "Patient"
  'en/common:shell.patient', // "Patient"
  'fr/common:shell.patient', // "Patient"
  'fr/medical:shell.patientWord', // "Patient"
  'en/restaurant:shell.businessName', // "Restaurant"
  'fr/restaurant:shell.businessName', // "Restaurant"
  'en/waitingRoom:stats.station', // "Station"
  'en/marketing:landing.industries.restaurant', // "Restaurants"
  'fr/marketing:landing.industries.restaurant', // "Restaurants"
  'tr/common:nav.profile', // "Profil"
]);
const MAX_SAME_AS_GERMAN = 12;

/** i18next's plural forms: `ahead_one`, `ahead_other`, and `ahead_many` where the language has it. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL_FORM, '');

/** The keys with every plural form folded into its base: what all languages must share. */
function keyShape(keys: Iterable<string>): string[] {
  return [...new Set([...keys].map(pluralBase))].sort();
}

/** The German value a translated key answers to: a form German lacks (French `_many`) to `_other`. */
function germanCounterpart(german: Flat, key: string): unknown {
  return german.get(key) ?? german.get(`${pluralBase(key)}_other`);
}

const placeholders = (value: unknown) =>
  [...String(value).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const reference = new Map(
  NAMESPACES.map((namespace) => [namespace, readCatalogue(DEFAULT_LANGUAGE, namespace)]),
);
const others = LANGUAGE_IDS.filter((language) => language !== DEFAULT_LANGUAGE);

describe('i18n catalogues', () => {
  it('has a folder with every namespace for every language, and nothing else', () => {
    const folders = readdirSync(localesDir).sort();
    expect(folders).toEqual([...LANGUAGE_IDS].sort());
    for (const language of LANGUAGE_IDS) {
      const files = readdirSync(new URL(`${language}/`, localesDir)).sort();
      expect(files, language).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
    }
  });

  it.each(others)('%s translates every German key and has no keys German lacks', (language) => {
    for (const namespace of NAMESPACES) {
      const german = keyShape(reference.get(namespace)?.keys() ?? []);
      const translated = keyShape(readCatalogue(language, namespace).keys());
      expect({ namespace, keys: translated }).toEqual({ namespace, keys: german });
    }
  });

  it.each(LANGUAGE_IDS)(
    '%s has exactly the plural forms its language uses for every counted text',
    (language) => {
      const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
      for (const namespace of NAMESPACES) {
        const forms = new Map<string, string[]>();
        for (const key of readCatalogue(language, namespace).keys()) {
          const form = PLURAL_FORM.exec(key)?.[1];
          if (form) forms.set(pluralBase(key), [...(forms.get(pluralBase(key)) ?? []), form]);
        }
        for (const [base, found] of forms) {
          expect(found.sort(), `${language}/${namespace}:${base}`).toEqual(categories);
        }
      }
    },
  );

  it.each(LANGUAGE_IDS)('%s: every industry namespace has the same keys', (language) => {
    const keysOf = (namespace: string) => [...readCatalogue(language, namespace).keys()].sort();
    const [first, ...rest] = INDUSTRIES;
    for (const industry of rest) {
      expect({ industry, keys: keysOf(industry) }).toEqual({ industry, keys: keysOf(first) });
    }
  });

  it('keeps industry keys out of common, so the lookup order never hides one', () => {
    const common = reference.get('common')!;
    for (const industry of INDUSTRIES) {
      const shared = [...(reference.get(industry)?.keys() ?? [])].filter((key) => common.has(key));
      expect({ industry, shared }).toEqual({ industry, shared: [] });
    }
  });

  it.each(LANGUAGE_IDS)('%s has no empty values and only strings', (language) => {
    for (const namespace of NAMESPACES) {
      for (const [key, value] of readCatalogue(language, namespace)) {
        expect(typeof value === 'string' && value.trim().length > 0, `${language}/${namespace}:${key}`).toBe(
          true,
        );
      }
    }
  });

  it.each(others)('%s keeps the interpolation variables of German', (language) => {
    for (const namespace of NAMESPACES) {
      const german = reference.get(namespace)!;
      for (const [key, value] of readCatalogue(language, namespace)) {
        expect(placeholders(value), `${language}/${namespace}:${key}`).toEqual(
          placeholders(germanCounterpart(german, key)),
        );
      }
    }
  });

  it('translates instead of copying German, apart from a short allow-list', () => {
    const same: string[] = [];
    for (const language of others) {
      for (const namespace of NAMESPACES) {
        const german = reference.get(namespace)!;
        for (const [key, value] of readCatalogue(language, namespace)) {
          if (value === german.get(key)) same.push(`${language}/${namespace}:${key}`);
        }
      }
    }
    expect(same.filter((entry) => !SAME_AS_GERMAN.has(entry))).toEqual([]);
    // A stale allow-list entry would quietly permit a future copy: keep it exact.
    expect([...SAME_AS_GERMAN].filter((entry) => !same.includes(entry))).toEqual([]);
    expect(SAME_AS_GERMAN.size).toBeLessThanOrEqual(MAX_SAME_AS_GERMAN);
  });

  it('explains every error code of the API contract (those only staff meet in the signed-in frame’s catalogue, a waitlist offer’s on its page, repeat prescriptions’ and the catalogue’s on theirs)', () => {
    const common = reference.get('common')!;
    const member = reference.get('member')!;
    const waitlist = reference.get('waitlist')!;
    const prescriptions = reference.get('prescriptions')!;
    const catalogue = reference.get('catalogue')!;
    for (const code of Object.values(ErrorCode))
      expect(
        common.has(`errors.${code}`) ||
          member.has(`errors.${code}`) ||
          waitlist.has(`errors.${code}`) ||
          prescriptions.has(`errors.${code}`) ||
          catalogue.has(`errors.${code}`),
        code,
      ).toBe(true);
  });
});
