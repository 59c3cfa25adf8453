import { describe, expect, it } from 'vitest';
import { ApiError, type ClientErrorCode } from '../lib/api-error';
import { apiFormErrors } from './api-form-errors';

const apiError = (
  status: number,
  code: ClientErrorCode,
  fields?: Record<string, string>,
  retryAfterSeconds?: number,
) => new ApiError({ status, code, message: code, fields, retryAfterSeconds });

const signup = { fields: ['firstName', 'lastName', 'email', 'password', 'passwordRepeat'] as const };

describe('API errors on a form', () => {
  it('puts validation codes on their fields with their texts', () => {
    const error = apiError(400, 'VALIDATION', { firstName: 'firstNameRequired', email: 'invalid_email' });
    expect(apiFormErrors(error, signup)).toEqual({
      fields: {
        firstName: { key: 'validation.firstNameRequired' },
        email: { key: 'validation.emailInvalid' },
      },
      form: null,
    });
  });

  it('falls back to a generic field text for unknown codes and to the form for unknown fields', () => {
    expect(apiFormErrors(apiError(400, 'VALIDATION', { lastName: 'whatever' }), signup).fields).toEqual({
      lastName: { key: 'validation.invalid' },
    });
    expect(apiFormErrors(apiError(400, 'VALIDATION', { body: 'invalid_type' }), signup)).toEqual({
      fields: {},
      form: { key: 'errors.VALIDATION' },
    });
  });

  it('reads the failed password rules from the field paths and prefers "too common"', () => {
    const error = apiError(422, 'PASSWORD_POLICY', {
      'password.minLength': 'minLength',
      'password.common': 'common',
    });
    expect(apiFormErrors(error, signup).fields).toEqual({ password: { key: 'password.errors.common' } });
    const policy = apiError(422, 'PASSWORD_POLICY', { 'password.upper': 'upper' });
    expect(apiFormErrors(policy, signup).fields).toEqual({ password: { key: 'password.errors.policy' } });
  });

  it('also understands a rule given as the value', () => {
    const error = apiError(422, 'PASSWORD_POLICY', { newPassword: 'common' });
    expect(apiFormErrors(error, { fields: ['newPassword'] }).fields).toEqual({
      newPassword: { key: 'password.errors.common' },
    });
  });

  it('puts codes about one field on that field', () => {
    const options = {
      ...signup,
      codes: {
        EMAIL_TAKEN: { field: 'email' as const, key: 'errors.EMAIL_TAKEN' },
        PASSWORDS_DO_NOT_MATCH: { field: 'passwordRepeat' as const, key: 'errors.PASSWORDS_DO_NOT_MATCH' },
      },
    };
    expect(apiFormErrors(apiError(409, 'EMAIL_TAKEN'), options).fields).toEqual({
      email: { key: 'errors.EMAIL_TAKEN' },
    });
    expect(apiFormErrors(apiError(422, 'PASSWORDS_DO_NOT_MATCH'), options).fields).toEqual({
      passwordRepeat: { key: 'errors.PASSWORDS_DO_NOT_MATCH' },
    });
  });

  it('explains the rest above the form, with the wait time of a rate limit when known', () => {
    expect(apiFormErrors(apiError(429, 'RATE_LIMITED', undefined, 42), signup).form).toEqual({
      key: 'errors.RATE_LIMITED_WAIT',
      values: { wait: 42 },
    });
    expect(apiFormErrors(apiError(429, 'RATE_LIMITED'), signup).form).toEqual({ key: 'errors.RATE_LIMITED' });
    expect(apiFormErrors(apiError(0, 'NETWORK'), signup).form).toEqual({ key: 'errors.NETWORK' });
    expect(apiFormErrors(new Error('boom'), signup).form).toEqual({ key: 'errors.INTERNAL' });
  });

  it('explains the codes of the accounts API with their own texts', () => {
    expect(apiFormErrors(apiError(401, 'INVALID_CREDENTIALS'), signup).form).toEqual({
      key: 'errors.INVALID_CREDENTIALS',
    });
  });

  it('uses a form-specific text where one is given', () => {
    const options = {
      fields: ['email', 'password'] as const,
      formKeys: { INVALID_CREDENTIALS: 'profile.password.oldWrong' },
    };
    expect(apiFormErrors(apiError(401, 'INVALID_CREDENTIALS'), options).form).toEqual({
      key: 'profile.password.oldWrong',
    });
  });
});
