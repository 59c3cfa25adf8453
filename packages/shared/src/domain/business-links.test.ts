import { describe, expect, it } from 'vitest';
import { bookTypeLink, businessLinks, priceListLink } from './business-links';

describe('links of a business', () => {
  it('points the registration and the booking page at the business by its public id', () => {
    expect(businessLinks('7k2m9x4bqa')).toEqual({
      register: '/waitingRoom/patientnew?b=7k2m9x4bqa',
      book: '/bookingflow/bookAppointment?b=7k2m9x4bqa',
    });
  });

  it('names the business of the price list and of one item the same way', () => {
    expect(priceListLink('7k2m9x4bqa')).toBe('/products?b=7k2m9x4bqa');
    expect(priceListLink('7k2m9x4bqa', 'a/b')).toBe('/products/a%2Fb?b=7k2m9x4bqa');
  });

  it('books a service with its type already chosen', () => {
    expect(bookTypeLink('7k2m9x4bqa', 'type-1')).toBe(
      '/bookingflow/bookAppointment?b=7k2m9x4bqa&type=type-1',
    );
  });
});
