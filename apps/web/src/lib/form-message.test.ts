import german from '@qtify/shared/i18n/locales/de/common.json';
import { describe, expect, it } from 'vitest';
import { formatWait, validationMessage } from './form-message';

describe('form messages', () => {
  it('maps the shared field codes to their texts and unknown ones to a generic text', () => {
    expect(validationMessage('firstNameRequired')).toEqual({ key: 'validation.firstNameRequired' });
    expect(validationMessage('invalid_email')).toEqual({ key: 'validation.emailInvalid' });
    expect(validationMessage('too_big')).toEqual({ key: 'validation.tooLong' });
    expect(validationMessage('custom')).toEqual({ key: 'validation.invalid' });
  });

  it('has texts for the codes of the business form', () => {
    for (const code of [
      'nameRequired',
      'invalidIndustry',
      'invalidColorTheme',
      'invalidTimeZone',
      'invalidServiceMinutes',
      'invalidLanguage',
    ]) {
      expect(validationMessage(code)).toEqual({ key: `validation.${code}` });
    }
  });

  it('has a text for every validation code the catalogue explains', () => {
    // `durationTooShort_restaurant` is the industry variant of a code (i18next context), not a code.
    const variant = /_(business|medical|hairdresser|restaurant)$/;
    for (const code of Object.keys(german.validation).filter((key) => !variant.test(key))) {
      expect(validationMessage(code)).toEqual({ key: `validation.${code}` });
    }
  });

  it('says how long to wait in the page language, in minutes once it is long', () => {
    expect(formatWait(45, 'en')).toBe('in 45 seconds');
    expect(formatWait(1, 'de')).toBe('in 1 Sekunde');
    expect(formatWait(600, 'fr')).toBe('dans 10 minutes');
    expect(formatWait(0, 'en')).toBe('in 1 second');
  });
});
