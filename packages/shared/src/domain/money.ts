// Money is an integer of minor units (cents), never a float: sums, discounts and tax stay exact.
// Every currency a business may choose has two minor digits, so 1250 is always "12.50" and a
// change of currency never changes what a stored price means. Tax arithmetic (net from gross per
// rate, rounding per line and total) lives in bill-totals.ts, not here.

/** Currencies a business may price in: ISO 4217 codes with two minor digits. */
export const CURRENCIES = ['EUR', 'CHF', 'GBP', 'USD', 'TRY', 'PLN', 'CZK', 'SEK', 'DKK', 'NOK'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';
export const MINOR_DIGITS = 2;
export const MINOR_PER_MAJOR = 10 ** MINOR_DIGITS;

/** 999 999.99: more than any service or good a practice, salon or restaurant sells; more is a typo. */
export const MAX_PRICE_MINOR = 99_999_999;

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/** A price as stored: whole minor units, none negative, none absurd. */
export function isPriceMinor(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= MAX_PRICE_MINOR;
}

/** "12.50" for 1250: the exact decimal, as a string Intl formats without a float in between. */
export function decimalString(minor: number): `${number}` {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const major = Math.trunc(abs / MINOR_PER_MAJOR);
  const rest = String(abs % MINOR_PER_MAJOR).padStart(MINOR_DIGITS, '0');
  return `${sign}${major}.${rest}` as `${number}`;
}

/** "12,50 €" (de), "€12.50" (en): a price for people to read, in their language. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: MINOR_DIGITS,
    maximumFractionDigits: MINOR_DIGITS,
  }).format(decimalString(minor) as unknown as number);
}
