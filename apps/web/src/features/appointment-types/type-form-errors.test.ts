/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { INDUSTRIES } from '@qtify/shared/domain/industry';
import { LANGUAGE_IDS } from '@qtify/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { ApiError, type ClientErrorCode } from '../../lib/api-error';
import { checkTypeDoctors, DOCTORS_REQUIRED_KEY, typeDoctorsErrorKey } from './type-form-errors';

const locales = new URL('../../../../../packages/shared/src/i18n/locales/', import.meta.url);
const refusal = (status: number, code: ClientErrorCode, fields?: Record<string, string>) =>
  new ApiError({ status, code, message: code, fields });

describe('who offers an appointment type', () => {
  it('asks for at least one doctor before sending, once there is one to choose', () => {
    expect(checkTypeDoctors([], 2)).toBe(DOCTORS_REQUIRED_KEY);
    expect(checkTypeDoctors(['d1'], 2)).toBeNull();
    // Without doctors the server's 422 NO_DOCTORS explains what to do first.
    expect(checkTypeDoctors([], 0)).toBeNull();
  });

  it('shows the server’s refusal of an empty list with the same text as the browser’s check', () => {
    expect(typeDoctorsErrorKey(refusal(400, 'VALIDATION', { doctorIds: 'doctorsRequired' }))).toBe(
      DOCTORS_REQUIRED_KEY,
    );
    expect(typeDoctorsErrorKey(refusal(422, 'UNKNOWN_DOCTOR', { doctorIds: 'unknownDoctor' }))).toBe(
      'errors.UNKNOWN_DOCTOR',
    );
    expect(typeDoctorsErrorKey(refusal(400, 'VALIDATION', { doctorIds: 'tooMany' }))).toBe(
      'validation.invalid',
    );
    expect(typeDoctorsErrorKey(refusal(400, 'VALIDATION', { title: 'titleRequired' }))).toBeNull();
    expect(typeDoctorsErrorKey(new Error('offline'))).toBeNull();
  });

  it.each(LANGUAGE_IDS)('%s names the resource of every industry in that text', (language) => {
    const [group, key] = DOCTORS_REQUIRED_KEY.split('.') as [string, string];
    const texts = INDUSTRIES.map((industry) => {
      const catalogue = JSON.parse(readFileSync(new URL(`${language}/${industry}.json`, locales), 'utf8'));
      return catalogue[group][key] as unknown;
    });
    for (const text of texts) expect(text).toEqual(expect.any(String));
    expect(new Set(texts).size).toBe(INDUSTRIES.length);
  });
});
