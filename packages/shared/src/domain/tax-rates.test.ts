import { describe, expect, it } from 'vitest';
import { defaultTaxRate, isTaxRatePercent, taxRatesFor } from './tax-rates';

describe('tax rates of a catalogue item', () => {
  it('offers the rates of the business’s country, by code or by name in any of the app’s languages', () => {
    expect(taxRatesFor('DE')).toEqual([19, 7, 0]);
    expect(taxRatesFor('Deutschland')).toEqual([19, 7, 0]);
    expect(taxRatesFor(' österreich ')).toEqual([20, 13, 10, 0]);
    expect(taxRatesFor('France')).toContain(5.5);
    expect(defaultTaxRate('Schweiz')).toBe(8.1);
  });

  it('falls back to Austria’s rates for a country it does not know', () => {
    expect(taxRatesFor('Atlantis')).toEqual([20, 13, 10, 0]);
    expect(taxRatesFor(null)).toEqual([20, 13, 10, 0]);
  });

  it('takes any rate from 0 to 50 % in hundredths, nothing else', () => {
    expect([0, 7, 8.1, 5.5, 2.1, 50].every(isTaxRatePercent)).toBe(true);
    expect([-1, 50.01, 7.125, Number.NaN, Number.POSITIVE_INFINITY].some(isTaxRatePercent)).toBe(false);
  });
});
