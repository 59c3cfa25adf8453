import { ZBookingBody } from '@qtify/shared/schemas/booking-schemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { bookingApiErrors, checkBookingForm } from './booking-form-errors';

const valid = {
  typeId: 't1',
  start: '2026-06-09T07:00:00Z',
  doctorId: 'd1',
  firstName: 'Eva',
  lastName: 'Huber',
  phone: '+43 660 1234567',
};

describe('the booking form check', () => {
  it('accepts name and phone, with or without e-mail and note', () => {
    expect(checkBookingForm(ZBookingBody, valid)).toBeNull();
    expect(
      checkBookingForm(ZBookingBody, { ...valid, email: 'eva@example.at', note: 'Bitte Rückruf' }),
    ).toBeNull();
  });

  it('asks for first name, last name and phone', () => {
    const errors = checkBookingForm(ZBookingBody, { ...valid, firstName: ' ', lastName: '', phone: '' });
    expect(errors?.fields).toEqual({
      firstName: { key: 'validation.firstNameRequired' },
      lastName: { key: 'validation.lastNameRequired' },
      phone: { key: 'validation.phoneRequired' },
    });
  });

  it('explains a wrong phone number and a wrong e-mail address', () => {
    const errors = checkBookingForm(ZBookingBody, { ...valid, phone: 'abc', email: 'eva@' });
    expect(errors?.fields).toEqual({
      phone: { key: 'validation.phoneInvalid' },
      email: { key: 'validation.emailInvalid' },
    });
  });
});

describe('names in the booking form', () => {
  it('refuses a link or a control character in a name, as the server does', () => {
    const errors = checkBookingForm(ZBookingBody, {
      ...valid,
      firstName: 'Eva https://x.example',
      lastName: 'Hu\nber',
    });
    expect(errors?.fields).toEqual({
      firstName: { key: 'validation.nameLink' },
      lastName: { key: 'validation.invalidCharacter' },
    });
  });
});

describe('a refused booking', () => {
  it('says at the phone or e-mail field that it already holds the most open bookings', () => {
    const byPhone = new ApiError({
      status: 409,
      code: 'BOOKING_LIMIT',
      message: '',
      fields: { phone: 'bookingLimit' },
    });
    expect(bookingApiErrors(byPhone)).toEqual({
      fields: { phone: { key: 'errors.BOOKING_LIMIT' } },
      form: null,
    });
    const byEmail = new ApiError({
      status: 409,
      code: 'BOOKING_LIMIT',
      message: '',
      fields: { email: 'bookingLimit' },
    });
    expect(bookingApiErrors(byEmail).fields).toEqual({ email: { key: 'errors.BOOKING_LIMIT' } });
  });

  it('shows CHALLENGE_REQUIRED above the form when the page could not solve the challenge', () => {
    const error = new ApiError({ status: 429, code: 'CHALLENGE_REQUIRED', message: '' });
    expect(bookingApiErrors(error)).toEqual({ fields: {}, form: { key: 'errors.CHALLENGE_REQUIRED' } });
  });

  it('puts PHONE_REQUIRED on the phone field', () => {
    const error = new ApiError({ status: 422, code: 'PHONE_REQUIRED', message: '' });
    expect(bookingApiErrors(error)).toEqual({
      fields: { phone: { key: 'validation.phoneRequired' } },
      form: null,
    });
  });

  it('puts the fields of a 400 on their fields', () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION',
      message: '',
      fields: { lastName: 'lastNameRequired', email: 'invalid_union' },
    });
    expect(bookingApiErrors(error).fields).toEqual({
      lastName: { key: 'validation.lastNameRequired' },
      email: { key: 'validation.emailInvalid' },
    });
  });

  it('shows anything else above the form', () => {
    const error = new ApiError({ status: 0, code: 'NETWORK', message: '' });
    expect(bookingApiErrors(error)).toEqual({ fields: {}, form: { key: 'errors.NETWORK' } });
  });
});
