import { describe, expect, it } from 'vitest';
import { INDUSTRIES, type Industry } from '../domain/industry';
import { audienceOf } from './audience';
import { NAMESPACES, readCatalogue } from './catalogue-files';
import type { LanguageId } from './languages';

/**
 * The register of docs/language.md, checked on every catalogue: patients, guests and customers are
 * addressed formally wherever the language has a formal "you", and texts both patients and staff
 * read never use the informal one. Staff screens keep their own register (German "du").
 */

/** A whole word, in any case: letters around it (é, ü, ş …) make it part of another word. */
const words = (list: string) => new RegExp(`(?<![\\p{L}\\p{N}_])(?:${list})(?![\\p{L}\\p{N}_])`, 'iu');

const INFORMAL: Partial<Record<LanguageId, RegExp>> = {
  // The pronouns, and the "du" forms of the verbs these texts use (an imperative needs no pronoun);
  // not those that are nouns too (Versuche, Ruf, Wende).
  de: words(
    'du|dich|dir|dein|deine|deinen|deinem|deiner|deines|bist|hast|kannst|musst|möchtest|brauchst|' +
      'bekommst|erhältst|siehst|wähle|gib|prüfe|melde|scanne|öffne|tippe|komm|bleib|halte|sag|' +
      'schau|lass|trag|fülle|warte|speichere',
  ),
  // `t'` is the elided te (t'appeler); "vous êtes" stays clear of `tes` because ê is a letter.
  fr: /(?<![\p{L}\p{N}_])(?:tu|toi|te|ton|ta|tes)(?![\p{L}\p{N}_])|(?<!\p{L})t['’](?=\p{L})/iu,
  es: words('tú|tu|tus|te|ti|contigo'),
  // Turkish marks "sen" on the verb too: istiyorsun, edebilirsin, alacaksın, ister misin.
  tr: new RegExp(
    `${words('sen|seni|sana|senin|sende|senden|seninle|misin|mısın|musun|müsün').source}|\\p{L}(?:yorsun|bilirsin|acaksın|eceksin|malısın|melisin)(?![\\p{L}])`,
    'iu',
  ),
};

const CONTEXT = /_(business|hairdresser|medical|restaurant)(?=$|_)/;
const PLURAL = /_(zero|one|two|few|many|other)$/;

interface Text {
  id: string;
  key: string;
  namespace: string;
  value: string;
}

function texts(language: LanguageId): Text[] {
  return NAMESPACES.flatMap((namespace) =>
    [...readCatalogue(language, namespace)].map(([key, value]) => ({
      id: `${language}/${namespace}:${key}`,
      key,
      namespace,
      value: String(value),
    })),
  );
}

/** The texts a business of this industry shows: its own variant of a key where there is one. */
function textsOf(language: LanguageId, industry: Industry): Text[] {
  const all = texts(language).filter(
    (text) => text.namespace !== 'marketing' && !(INDUSTRIES as readonly string[]).includes(text.namespace),
  );
  const ids = new Set(all.map((text) => `${text.namespace}:${text.key}`));
  const own = all.filter((text) => {
    const context = CONTEXT.exec(text.key)?.[1];
    if (context) return context === industry;
    const variant = text.key.replace(PLURAL, (plural) => `_${industry}${plural}`);
    const withContext = PLURAL.test(text.key) ? variant : `${text.key}_${industry}`;
    return !ids.has(`${text.namespace}:${withContext}`);
  });
  return [...own, ...texts(language).filter((text) => text.namespace === industry)];
}

describe('the register of the catalogues', () => {
  it.each(Object.entries(INFORMAL))(
    '%s never says the informal "you" to patients, nor in texts patients and staff share',
    (language, informal) => {
      const offending = texts(language as LanguageId)
        .filter((text) => audienceOf(text.namespace, text.key) !== 'staff')
        .filter((text) => informal.test(text.value))
        .map((text) => `${text.id}: ${text.value}`);
      expect(offending).toEqual([]);
    },
  );

  it('French says "vous" on staff screens too', () => {
    const offending = texts('fr')
      .filter((text) => INFORMAL.fr?.test(text.value))
      .map((text) => `${text.id}: ${text.value}`);
    expect(offending).toEqual([]);
  });

  it('German patient texts of a practice say "Sie": the medical context is formal', () => {
    const patient = textsOf('de', 'medical').filter(
      (text) => audienceOf(text.namespace, text.key) === 'patient',
    );
    expect(
      patient.filter((text) => /(?<!\p{L})(Sie|Ihr|Ihre|Ihnen|Ihren|Ihrem|Ihrer)(?!\p{L})/u.test(text.value))
        .length,
    ).toBeGreaterThan(50);
  });

  it('a salon speaks of services: no German "Terminart" and no English "appointment type"', () => {
    const offending = [
      ...textsOf('de', 'hairdresser').filter((text) => /Terminart/.test(text.value)),
      ...textsOf('en', 'hairdresser').filter((text) => /appointment type/i.test(text.value)),
    ].map((text) => `${text.id}: ${text.value}`);
    expect(offending).toEqual([]);
  });

  it('knows who reads a text by its key', () => {
    expect(audienceOf('booking', 'types.heading')).toBe('patient');
    expect(audienceOf('medical', 'company.printInstruction')).toBe('patient');
    expect(audienceOf('common', 'errors.SLOT_TAKEN')).toBe('shared');
    expect(audienceOf('pwa', 'update.text')).toBe('shared');
    expect(audienceOf('calendar', 'errors.SLOT_TAKEN')).toBe('staff');
    expect(audienceOf('mail', 'passwordReset.intro')).toBe('staff');
  });
});
