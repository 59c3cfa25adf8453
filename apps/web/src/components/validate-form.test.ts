import { ZSignupBody } from '@qtify/shared/schemas/auth-schemas';
import { describe, expect, it } from 'vitest';
import { mergeFormErrors, validateForm } from './validate-form';

const empty = { firstName: ' ', lastName: '', email: 'nope', password: '', passwordRepeat: '' };

describe('form validation with the shared schemas', () => {
  it('answers the spec texts for missing names and a malformed e-mail address', () => {
    expect(validateForm(ZSignupBody, empty)?.fields).toEqual({
      firstName: { key: 'validation.firstNameRequired' },
      lastName: { key: 'validation.lastNameRequired' },
      email: { key: 'validation.emailInvalid' },
      password: { key: 'validation.passwordRequired' },
    });
  });

  it('is quiet for valid values', () => {
    const valid = {
      firstName: 'Anna',
      lastName: 'Berger',
      email: 'anna@example.at',
      password: 'x',
      passwordRepeat: 'x',
    };
    expect(validateForm(ZSignupBody, valid)).toBeNull();
  });

  it('merges checks, keeping the first message per field', () => {
    const merged = mergeFormErrors<'a' | 'b'>({ fields: { a: { key: 'first' } }, form: null }, null, {
      fields: { a: { key: 'second' }, b: { key: 'b' } },
      form: null,
    });
    expect(merged).toEqual({ fields: { a: { key: 'first' }, b: { key: 'b' } }, form: null });
    expect(mergeFormErrors(null, { fields: {}, form: null })).toBeNull();
  });
});
