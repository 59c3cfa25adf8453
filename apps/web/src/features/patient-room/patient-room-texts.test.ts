import deJoin from '@qtify/shared/i18n/locales/de/patientJoin.json';
import de from '@qtify/shared/i18n/locales/de/patientRoom.json';
import enJoin from '@qtify/shared/i18n/locales/en/patientJoin.json';
import en from '@qtify/shared/i18n/locales/en/patientRoom.json';
import es from '@qtify/shared/i18n/locales/es/patientRoom.json';
import fr from '@qtify/shared/i18n/locales/fr/patientRoom.json';
import tr from '@qtify/shared/i18n/locales/tr/patientRoom.json';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { splitMarkedNumber } from './marked-number';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'de',
  fallbackLng: 'de',
  ns: ['patientRoom', 'patientJoin'],
  defaultNS: 'patientRoom',
  resources: {
    ...Object.fromEntries(
      Object.entries({ de, en, es, fr, tr }).map(([language, patientRoom]) => [language, { patientRoom }]),
    ),
    de: { patientRoom: de, patientJoin: deJoin },
    en: { patientRoom: en, patientJoin: enJoin },
  },
  interpolation: { escapeValue: false },
});

/** The "people ahead" sentence as the page shows it, without the number's mark. */
function ahead(language: string, count: number): string {
  const { before, number, after } = splitMarkedNumber(i18n.t('room.ahead', { lng: language, count }));
  return `${before}${number}${after}`;
}

describe('patient room wording', () => {
  it('uses each language’s plural forms for the people ahead', () => {
    expect(ahead('de', 1)).toBe('1 Person vor Ihnen');
    expect(ahead('de', 2)).toBe('2 Personen vor Ihnen');
    expect(ahead('en', 1)).toBe('1 person before you');
    expect(ahead('en', 3)).toBe('3 people before you');
    // Turkish keeps the noun singular after a number, and puts the number in the middle.
    expect(ahead('tr', 2)).toBe('Önünüzde 2 kişi var');
    expect(ahead('fr', 1)).toBe('1 personne avant vous');
    expect(ahead('fr', 2)).toBe('2 personnes avant vous');
    // French and Spanish have a "many" form for large round numbers (CLDR).
    expect(ahead('fr', 1_000_000)).toBe('1000000 personnes avant vous');
    expect(ahead('es', 1_000_000)).toBe('1000000 personas delante de usted');
    expect(ahead('es', 1)).toBe('1 persona delante de usted');
  });

  it('words the wait as approximate, in minutes', () => {
    expect(i18n.t('room.wait', { count: 15 })).toBe('Geschätzte Wartezeit: etwa 15 Minuten');
    expect(i18n.t('room.wait', { lng: 'en', count: 1 })).toBe('Estimated wait: about 1 minute');
  });

  it('speaks of tables in a restaurant and of treatment in a practice', () => {
    expect(i18n.t('room.inTreatment', { context: 'restaurant' })).toBe('Ihr Tisch ist bereit');
    expect(i18n.t('room.inTreatment', { context: 'medical' })).toBe('Sie sind jetzt in Behandlung');
    // Industries without their own sentence use the general one.
    expect(i18n.t('room.inTreatment', { context: 'hairdresser' })).toBe('Sie sind jetzt an der Reihe');
    expect(i18n.t('message.default', { lng: 'en', context: 'restaurant' })).toBe(
      'Your table is ready. Please come to the front desk.',
    );
  });

  it('has the spec’s registration messages', () => {
    expect(i18n.t('patientJoin:join.fullNameRequired', { lng: 'en' })).toBe(
      'Please enter your full name, first name and last name.',
    );
    expect(i18n.t('patientJoin:join.birthdateRequired', { lng: 'en' })).toBe(
      'A person with the same name already exists. Please enter your date of birth.',
    );
    expect(i18n.t('room.next')).toBe('Sie sind als Nächstes an der Reihe!');
  });
});
