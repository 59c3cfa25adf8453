import { describe, expect, it } from 'vitest';
import { businessLinks } from './business-links';

describe('links of a business', () => {
  it('points the registration and the booking page at the business by its public id', () => {
    expect(businessLinks('7k2m9x4bqa')).toEqual({
      register: '/waitingRoom/patientnew?b=7k2m9x4bqa',
      book: '/bookingflow/bookAppointment?b=7k2m9x4bqa',
    });
  });
});
