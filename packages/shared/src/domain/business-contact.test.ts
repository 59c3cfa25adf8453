import { describe, expect, it } from 'vitest';
import { isPhoneNumber, isWebsite } from './business-contact';
import { addressLine, telHref } from './place-contact';

describe('a business contact', () => {
  it('takes phone numbers as people write them, not words', () => {
    expect(isPhoneNumber('+43 1 234 56 78')).toBe(true);
    expect(isPhoneNumber('(01) 234/5678')).toBe(true);
    expect(isPhoneNumber('call me')).toBe(false);
    expect(isPhoneNumber('+ - ( )')).toBe(false);
  });

  it('takes only http and https web addresses with a host', () => {
    expect(isWebsite('https://praxis-berger.at')).toBe(true);
    expect(isWebsite('http://example.com/team')).toBe(true);
    expect(isWebsite('javascript:alert(1)')).toBe(false);
    expect(isWebsite('praxis-berger.at')).toBe(false);
    expect(isWebsite('https://localhost')).toBe(false);
  });

  it('writes the address on one line without its empty parts', () => {
    expect(
      addressLine({ street: 'Hauptstraße 1', postalCode: '1010', city: 'Wien', country: 'Österreich' }),
    ).toBe('Hauptstraße 1, 1010 Wien, Österreich');
    expect(addressLine({ street: '', postalCode: '', city: 'Wien', country: '' })).toBe('Wien');
    expect(addressLine({ street: ' ', postalCode: '', city: '', country: '' })).toBeNull();
    expect(addressLine(null)).toBeNull();
  });

  it('dials only the digits and a leading plus', () => {
    expect(telHref('+43 (1) 234-56 78')).toBe('tel:+4312345678');
  });
});
