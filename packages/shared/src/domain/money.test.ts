import { describe, expect, it } from 'vitest';
import { formatMoney, isPriceMinor, MAX_PRICE_MINOR } from './money';
import { formatMoneyInput, parseMoneyInput } from './money-input';

const minor = (text: string, locale = 'de') => {
  const result = parseMoneyInput(text, locale);
  return result.ok ? result.minor : result.error;
};

describe('prices typed by people', () => {
  it('reads the German decimal comma and the English point, with or without the currency', () => {
    expect(minor('12,50')).toBe(1250);
    expect(minor('12,5 €')).toBe(1250);
    expect(minor('€ 12')).toBe(1200);
    expect(minor(',99')).toBe(99);
    expect(minor('1.234,50')).toBe(123450);
    expect(minor('1 234,50')).toBe(123450);
    expect(minor('12.50', 'en')).toBe(1250);
    expect(minor('1,234.50', 'en')).toBe(123450);
    expect(minor("1'234.50", 'de-CH')).toBe(123450);
  });

  it('takes a point for the decimal mark in German when one or two digits follow it (a phone keypad)', () => {
    expect(minor('12.5')).toBe(1250);
    expect(minor('12.50')).toBe(1250);
    expect(minor('1.234')).toBe(123400);
  });

  it('is exact where floats are not', () => {
    expect(minor('0,29')).toBe(29);
    expect(minor('4,35')).toBe(435);
    expect(minor('999999,99')).toBe(MAX_PRICE_MINOR);
  });

  it('refuses what is no price, a fraction of a cent, a negative or an absurd amount', () => {
    expect(minor('')).toBe('invalidPrice');
    expect(minor('abc')).toBe('invalidPrice');
    expect(minor('-5')).toBe('invalidPrice');
    expect(minor('12,505')).toBe('priceTooPrecise');
    expect(minor('1.23.4')).toBe('invalidPrice');
    expect(minor('12,5,0')).toBe('invalidPrice');
    expect(minor('1000000')).toBe('priceTooHigh');
    expect(minor('99999999999999999999')).toBe('priceTooHigh');
  });

  it('knows a stored price: whole, not negative, not absurd', () => {
    expect([0, 1250, MAX_PRICE_MINOR].every(isPriceMinor)).toBe(true);
    expect([-1, 12.5, MAX_PRICE_MINOR + 1, Number.NaN].some(isPriceMinor)).toBe(false);
  });
});

describe('prices shown to people', () => {
  it('formats minor units in the reader’s language and the business’s currency', () => {
    expect(formatMoney(1250, 'EUR', 'de')).toBe('12,50\u00a0€');
    expect(formatMoney(1250, 'EUR', 'en')).toBe('€12.50');
    expect(formatMoney(123456, 'CHF', 'de-CH')).toMatch(/^CHF\s1['’]234\.56$/);
    expect(formatMoney(0, 'EUR', 'fr')).toBe('0,00\u00a0€');
    expect(formatMoney(MAX_PRICE_MINOR, 'EUR', 'en')).toBe('€999,999.99');
  });

  it('writes a price back into an input as it was typed, and reads it again the same', () => {
    for (const locale of ['de', 'en', 'es', 'tr', 'fr']) {
      for (const value of [0, 5, 1250, 123456, MAX_PRICE_MINOR]) {
        expect(minor(formatMoneyInput(value, locale), locale)).toBe(value);
      }
    }
  });
});
