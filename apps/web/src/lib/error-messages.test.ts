import { ErrorCode } from '@qtify/shared/errors';
import catalogue from '@qtify/shared/i18n/locales/de/catalogue.json';
import common from '@qtify/shared/i18n/locales/de/common.json';
import medical from '@qtify/shared/i18n/locales/de/medical.json';
import member from '@qtify/shared/i18n/locales/de/member.json';
import patientJoin from '@qtify/shared/i18n/locales/de/patientJoin.json';
import prescriptions from '@qtify/shared/i18n/locales/de/prescriptions.json';
import waitlist from '@qtify/shared/i18n/locales/de/waitlist.json';
import { describe, expect, it } from 'vitest';
import { ApiError, type ClientErrorCode } from './api-error';
import { clientErrorCode, ERROR_MESSAGES, errorMessage, fieldMessage, formMessages } from './error-messages';

const catalogues: Record<string, unknown> = {
  catalogue,
  common,
  member,
  medical,
  patientJoin,
  prescriptions,
  waitlist,
};

/**
 * Whether `key` (or `namespace:key`) has a German text in common, member or the medical namespace; a
 * counted text has its plural forms (`…_one`, `…_other`) instead.
 */
function hasText(key: string): boolean {
  const [namespace, path] = key.includes(':') ? key.split(':') : [null, key];
  const lookIn = namespace ? [catalogues[namespace]] : [common, member, medical];
  return lookIn.some((catalogue) => {
    let node: unknown = catalogue;
    for (const part of (path ?? '').split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    let plural: unknown = catalogue;
    for (const part of `${path}_other`.split('.'))
      plural = (plural as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' || typeof plural === 'string';
  });
}

const refused = (code: ClientErrorCode, fields?: Record<string, string>, status = 422) =>
  new ApiError({ status, code, message: code, fields });

describe('the one table of error codes', () => {
  it('has a text for every code of the contract, at the form and at its field', () => {
    for (const code of [...Object.values(ErrorCode), 'NETWORK', 'UNKNOWN'] as ClientErrorCode[]) {
      const entry = ERROR_MESSAGES[code];
      expect(hasText(entry.key), `${code} → ${entry.key}`).toBe(true);
      if (entry.fieldKey) expect(hasText(entry.fieldKey), `${code} → ${entry.fieldKey}`).toBe(true);
    }
  });

  it('knows every code of the contract off the wire, and takes any other for a newer server’s', () => {
    for (const code of Object.values(ErrorCode)) expect(clientErrorCode(code)).toBe(code);
    expect(clientErrorCode('SOMETHING_NEW')).toBe('UNKNOWN');
    expect(clientErrorCode('toString')).toBe('UNKNOWN');
    expect(clientErrorCode(42)).toBe('UNKNOWN');
  });

  it('has a text for every problem of a working time, whether found here or by the server', () => {
    for (const code of ['startNotBeforeEnd', 'overlap', 'invalidTime', 'invalidWeekday']) {
      expect(hasText(fieldMessage('', code).key), code).toBe(true);
    }
  });

  it('marks each slot of a refused week at its index, in the words of its problem', () => {
    const refusal = refused('INVALID_TIME_RANGE', { '1': 'overlap', '2': 'startNotBeforeEnd' });
    expect(formMessages(refusal, ['0', '1', '2'])).toEqual({
      fields: {
        '1': { key: 'schedule.problems.overlap' },
        '2': { key: 'schedule.problems.startNotBeforeEnd' },
      },
      form: null,
    });
  });

  it('counts the appointments that keep a doctor from being deleted', () => {
    expect(errorMessage(refused('DOCTOR_HAS_APPOINTMENTS', { appointments: '3' }, 409))).toEqual({
      key: 'doctorsPage.hasAppointments',
      values: { count: 3 },
    });
  });

  it('puts a refusal about one field at that field when the form has it, else above the form', () => {
    expect(formMessages(refused('EMAIL_TAKEN', undefined, 409), ['email', 'password'])).toEqual({
      fields: { email: { key: 'errors.EMAIL_TAKEN' } },
      form: null,
    });
    expect(formMessages(refused('INVALID_CREDENTIALS', undefined, 401), ['email', 'password'])).toEqual({
      fields: {},
      form: { key: 'errors.INVALID_CREDENTIALS' },
    });
    expect(formMessages(refused('INVALID_CREDENTIALS', undefined, 401), ['oldPassword'])).toEqual({
      fields: { oldPassword: { key: 'profile.password.oldWrong' } },
      form: null,
    });
  });

  it('shows each field code of a 400 at its field, in that field’s words', () => {
    const messages = formMessages(
      refused('VALIDATION', { email: 'invalid_union', 'note.x': 'tooLong' }, 400),
      ['email', 'note'],
    );
    expect(messages.fields).toEqual({
      email: { key: 'validation.emailInvalid' },
      note: { key: 'validation.invalid' },
    });
  });

  it('names the password rule that failed, a common password before the others', () => {
    const error = refused('PASSWORD_POLICY', { 'password.minLength': 'x', 'password.common': 'x' });
    expect(formMessages(error, ['password']).fields.password).toEqual({ key: 'password.errors.common' });
    expect(formMessages(refused('PASSWORD_POLICY', { password: 'digit' }), ['password']).fields).toEqual({
      password: { key: 'password.errors.policy' },
    });
  });

  it('says a booking limit at the phone and the e-mail the server named', () => {
    const error = refused('BOOKING_LIMIT', { phone: 'limit', email: 'limit' }, 409);
    expect(formMessages(error, ['phone', 'email', 'firstName']).fields).toEqual({
      phone: { key: 'errors.BOOKING_LIMIT' },
      email: { key: 'errors.BOOKING_LIMIT' },
    });
  });

  it('asks for a whole number of persons from 1 to 99, whatever was typed', () => {
    for (const code of ['invalidNumber', 'tooSmall', 'tooLarge'])
      expect(fieldMessage('partySize', code)).toEqual({ key: 'validation.partySize' });
  });

  it('tells the desk why a known name needs the birth date, at that field', () => {
    const error = refused('BIRTHDATE_REQUIRED', { birthdate: 'birthdateRequired' }, 409);
    expect(formMessages(error, ['firstName', 'birthdate']).fields).toEqual({
      birthdate: { key: 'validation.birthdateRequired' },
    });
  });

  it('says how long to wait after too many tries, and explains failures that are no answer', () => {
    const limited = new ApiError({ status: 429, code: 'RATE_LIMITED', message: '', retryAfterSeconds: 40 });
    expect(errorMessage(limited)).toEqual({ key: 'errors.RATE_LIMITED_WAIT', values: { wait: 40 } });
    expect(errorMessage(new TypeError('x'))).toEqual({ key: 'errors.INTERNAL' });
    expect(errorMessage(new ApiError({ status: 502, code: 'UNKNOWN', message: '' }))).toEqual({
      key: 'errors.INTERNAL',
    });
  });

  it('reads a field code in the field’s own words first, then the code’s, then the field’s', () => {
    expect(fieldMessage('email', 'tooLong')).toEqual({ key: 'validation.tooLong' });
    expect(fieldMessage('email', 'invalid_union')).toEqual({ key: 'validation.emailInvalid' });
    expect(fieldMessage('doctorIds', 'doctorsRequired')).toEqual({ key: 'doctorsPage.typesDoctorsRequired' });
    expect(fieldMessage('title', 'custom')).toEqual({ key: 'validation.invalid' });
  });
});
