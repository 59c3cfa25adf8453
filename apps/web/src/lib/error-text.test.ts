import common from '@qtify/shared/i18n/locales/de/common.json';
import member from '@qtify/shared/i18n/locales/de/member.json';
import englishCommon from '@qtify/shared/i18n/locales/en/common.json';
import englishMember from '@qtify/shared/i18n/locales/en/member.json';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { formMessages } from './error-messages';
import { errorMessageKey, errorText } from './error-text';
import { formatMessage } from './form-message';

let t: TFunction;
let english: TFunction;

beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'de',
    fallbackLng: 'de',
    ns: ['common', 'member'],
    defaultNS: 'common',
    // Errors only staff meet are in the signed-in frame's catalogue, as in the app (lib/i18n.ts).
    fallbackNS: ['member'],
    resources: { de: { common, member }, en: { common: englishCommon, member: englishMember } },
    interpolation: { escapeValue: false },
  });
  t = i18n.t;
  english = i18n.getFixedT('en');
});

const refused = (code: string, status = 409, fields: Record<string, string> = {}) =>
  new ApiError({ status, code: code as never, message: code, fields });

describe('error texts per industry', () => {
  it('words a refused reservation for a restaurant and an appointment elsewhere', () => {
    const taken = refused('SLOT_TAKEN');
    expect(errorText(t, taken, 'restaurant')).toBe(common.errors.SLOT_TAKEN_restaurant);
    expect(errorText(t, taken, 'restaurant')).not.toMatch(/Termin/);
    expect(errorText(english, taken, 'restaurant')).toBe(
      'This time was just reserved. Please choose another one.',
    );
    expect(errorText(t, taken, 'medical')).toBe(common.errors.SLOT_TAKEN);
    expect(errorText(t, taken)).toBe(common.errors.SLOT_TAKEN);
    expect(errorText(t, refused('APPOINTMENT_STARTED', 422), 'restaurant')).toMatch(/Reservierung/);
    expect(errorText(t, refused('NO_DOCTORS', 422), 'restaurant')).toMatch(/Tisch.*Reservierungsarten/);
    expect(errorText(t, refused('NO_DOCTORS', 422), 'hairdresser')).toMatch(/Friseur.*Leistungen/);
  });

  it('keeps the text of codes without an industry variant', () => {
    expect(errorText(t, refused('NETWORK', 0), 'restaurant')).toBe(common.errors.NETWORK);
    expect(errorText(t, new Error('boom'), 'restaurant')).toBe(common.errors.INTERNAL);
    expect(errorMessageKey(undefined)).toBe('errors.INTERNAL');
  });

  it('words form and field messages for the industry too', () => {
    const duration = formMessages(refused('VALIDATION', 400, { durationMinutes: 'durationTooShort' }), [
      'durationMinutes',
    ]);
    const message = duration.fields.durationMinutes!;
    expect(formatMessage(t, 'de', message, 'restaurant')).toBe(
      'Eine Reservierung dauert mindestens 5 Minuten',
    );
    expect(formatMessage(t, 'de', message, 'hairdresser')).toBe('Eine Leistung dauert mindestens 5 Minuten');
    expect(formatMessage(t, 'de', message, 'business')).toBe(member.validation.durationTooShort);
    const noTables = formMessages(refused('NO_DOCTORS', 422), ['title']);
    expect(formatMessage(t, 'de', noTables.form!, 'restaurant')).toBe(member.errors.NO_DOCTORS_restaurant);
    // Values still reach the text next to the context.
    const wait = { key: 'errors.RATE_LIMITED_WAIT', values: { wait: 30 } };
    expect(formatMessage(t, 'de', wait, 'restaurant')).toBe(
      'Zu viele Versuche. Bitte in 30 Sekunden erneut versuchen.',
    );
  });
});
