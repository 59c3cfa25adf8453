import { describe, expect, it } from 'vitest';
import { ApiError, type ClientErrorCode } from '../../lib/api-error';
import { checkJoin, isRealDay, joinApiErrors } from './join-errors';

const TODAY = '2026-11-21';

describe('registration checks', () => {
  it('asks for a first and a last name', () => {
    expect(checkJoin({ fullName: 'Anna', birthdate: '' }, false, TODAY)?.fields.fullName?.key).toBe(
      'patientJoin:join.fullNameRequired',
    );
    expect(checkJoin({ fullName: '   ', birthdate: '' }, false, TODAY)?.fields.fullName).toBeDefined();
    expect(checkJoin({ fullName: ' Anna  Berger ', birthdate: '' }, false, TODAY)).toBeNull();
  });

  it('says a first or last name over 100 characters is too long, before sending and from the server', () => {
    const long = { fullName: `Karl ${'L'.repeat(101)}`, birthdate: '' };
    expect(checkJoin(long, false, TODAY)?.fields.fullName?.key).toBe('validation.tooLong');
    const refusal = new ApiError({
      status: 400,
      code: 'VALIDATION',
      message: '',
      fields: { fullName: 'tooLong' },
    });
    expect(joinApiErrors(refusal).errors.fields.fullName?.key).toBe('validation.tooLong');
  });

  it('refuses a name with a link or a control character, before sending and from the server', () => {
    expect(
      checkJoin({ fullName: 'Anna www.spam.example', birthdate: '' }, false, TODAY)?.fields.fullName?.key,
    ).toBe('validation.nameLink');
    expect(checkJoin({ fullName: 'Anna\tBerger', birthdate: '' }, false, TODAY)?.fields.fullName?.key).toBe(
      'validation.invalidCharacter',
    );
    expect(checkJoin({ fullName: "Anne-Marie O'Neill", birthdate: '' }, false, TODAY)).toBeNull();
    const refusal = new ApiError({
      status: 400,
      code: 'VALIDATION',
      message: '',
      fields: { fullName: 'nameLink' },
    });
    expect(joinApiErrors(refusal).errors.fields.fullName?.key).toBe('validation.nameLink');
  });

  it('asks for the birth date only once the server wanted it, and checks it', () => {
    const name = { fullName: 'Anna Berger' };
    expect(checkJoin({ ...name, birthdate: '' }, true, TODAY)?.fields.birthdate?.key).toBe(
      'validation.required',
    );
    expect(checkJoin({ ...name, birthdate: '2030-01-01' }, true, TODAY)?.fields.birthdate?.key).toBe(
      'validation.birthdateInFuture',
    );
    expect(checkJoin({ ...name, birthdate: '1500-01-01' }, true, TODAY)?.fields.birthdate?.key).toBe(
      'validation.birthdateTooEarly',
    );
    expect(checkJoin({ ...name, birthdate: '2023-02-29' }, true, TODAY)?.fields.birthdate?.key).toBe(
      'patientJoin:join.birthdateInvalid',
    );
    expect(checkJoin({ ...name, birthdate: '1985-04-12' }, true, TODAY)).toBeNull();
  });

  it('knows a real day', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2023-02-29')).toBe(false);
    expect(isRealDay(TODAY)).toBe(true);
    expect(isRealDay('12.04.1985')).toBe(false);
  });

  it('puts the server’s refusals on the field and opens the birth date for namesakes', () => {
    const refusal = (status: number, code: ClientErrorCode, fields?: Record<string, string>) =>
      new ApiError({ status, code, message: code, fields });
    expect(joinApiErrors(refusal(422, 'FULL_NAME_REQUIRED'))).toEqual({
      errors: { fields: { fullName: { key: 'patientJoin:join.fullNameRequired' } }, form: null },
      askBirthdate: false,
    });
    // The new field explains itself; marking it as an error before anything was typed would scold.
    expect(joinApiErrors(refusal(409, 'BIRTHDATE_REQUIRED'))).toEqual({
      errors: { fields: {}, form: null },
      askBirthdate: true,
    });
    expect(
      joinApiErrors(refusal(400, 'VALIDATION', { birthdate: 'invalidDate' })).errors.fields.birthdate?.key,
    ).toBe('patientJoin:join.birthdateInvalid');
    expect(
      joinApiErrors(refusal(400, 'VALIDATION', { birthdate: 'birthdateInFuture' })).errors.fields.birthdate
        ?.key,
    ).toBe('validation.birthdateInFuture');
    expect(joinApiErrors(refusal(404, 'NOT_FOUND')).errors.form?.key).toBe('errors.NOT_FOUND');
    expect(
      joinApiErrors(refusal(400, 'VALIDATION', { partySize: 'tooLarge' })).errors.fields.partySize?.key,
    ).toBe('validation.partySize');
  });

  it('takes a restaurant’s persons as optional, a whole number from 1 to 99', () => {
    const name = { fullName: 'Anna Berger', birthdate: '' };
    expect(checkJoin({ ...name, partySize: '' }, false, TODAY)).toBeNull();
    expect(checkJoin({ ...name, partySize: '4' }, false, TODAY)).toBeNull();
    for (const partySize of ['0', '100', '2,5', 'vier']) {
      expect(checkJoin({ ...name, partySize }, false, TODAY)?.fields.partySize?.key, partySize).toBe(
        'validation.partySize',
      );
    }
  });
});
