import { describe, expect, it } from 'vitest';
import { parsePatientQuery } from './patient-query';

describe('reading what was typed into the patient search', () => {
  it('reads a birthdate typed the Austrian way, short or long, or as ISO', () => {
    for (const q of ['01.04.1980', '1.4.1980', '1980-04-01']) {
      expect(parsePatientQuery(q)).toEqual({ name: null, digits: null, birthdate: '1980-04-01' });
    }
  });

  it('searches an impossible date as text, so it finds no one instead of failing', () => {
    expect(parsePatientQuery('31.02.1980')).toEqual({ name: '31.02.1980', digits: null, birthdate: null });
  });

  it('reads phone and SV numbers as their digits, a leading + as 00', () => {
    expect(parsePatientQuery('+43 664/123-45')).toMatchObject({ digits: '004366412345' });
    expect(parsePatientQuery('1237 010180')).toMatchObject({ digits: '1237010180' });
    // Two digits are too few to mean anything.
    expect(parsePatientQuery('12')).toMatchObject({ name: '12', digits: null });
  });

  it('reads anything else as a name, and nothing as everyone', () => {
    expect(parsePatientQuery(' Hubr ')).toEqual({ name: 'Hubr', digits: null, birthdate: null });
    expect(parsePatientQuery('')).toEqual({ name: null, digits: null, birthdate: null });
    expect(parsePatientQuery(undefined)).toEqual({ name: null, digits: null, birthdate: null });
  });
});
