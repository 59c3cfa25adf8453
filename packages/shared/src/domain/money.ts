// Money is an integer of minor units (cents), never a float: sums, discounts and tax stay exact.
// Every currency a business may choose has two minor digits, so 1250 is always "12.50" and a
// change of currency never changes what a stored price means. Tax arithmetic (net from gross per
// rate, rounding per line and total) lives in bill-totals.ts, not here.

/** Currencies a business may price in: ISO 4217 codes with two minor digits. */
export const CURRENCIES = ['EUR', 'CHF', 'GBP', 'USD', 'TRY', 'PLN', 'CZK', 'SEK', 'DKK', 'NOK'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';
export const MINOR_DIGITS = 2;
const MINOR_PER_MAJOR = 10 ** MINOR_DIGITS;

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
function decimalString(minor: number): `${number}` {
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

/** "12,50" (de), "12.50" (en): a price as an input field shows it, without the currency. */
export function formatMoneyInput(minor: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: MINOR_DIGITS,
    maximumFractionDigits: MINOR_DIGITS,
    useGrouping: false,
  }).format(decimalString(minor) as unknown as number);
}

/** The code of a price input that cannot be read (`error.fields.priceMinor` and the web alike). */
export type MoneyInputError = 'invalidPrice' | 'priceTooPrecise' | 'priceTooHigh';
export type MoneyInputResult = { ok: true; minor: number } | { ok: false; error: MoneyInputError };

function decimalSeparator(locale: string): string {
  return (
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/**
 * What a person typed as a price, in minor units: "12,50", "12,5 €", "1.234,50" (de) or "12.50",
 * "1,234.50" (en). The locale's decimal mark counts first; the other mark is a decimal mark too when
 * one or two digits follow it once (a phone's keypad may offer only "."), else it groups thousands.
 * Read from the digits, never through a float. Negative, more than two decimals or more than
 * MAX_PRICE_MINOR are refused.
 */
export function parseMoneyInput(text: string, locale: string): MoneyInputResult {
  const cleaned = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/[^\d.,'’-]/g, '')
    .replace(/['’]/g, '');
  if (cleaned === '' || cleaned.includes('-') || !/\d/.test(cleaned))
    return { ok: false, error: 'invalidPrice' };
  const own = decimalSeparator(locale);
  const other = own === ',' ? '.' : ',';
  let mark: string | undefined;
  if (cleaned.includes(own)) mark = own;
  else if (cleaned.split(other).length === 2 && /^\d{1,2}$/.test(cleaned.split(other)[1]!)) mark = other;
  const at = mark === undefined ? -1 : cleaned.lastIndexOf(mark);
  const whole = at === -1 ? cleaned : cleaned.slice(0, at);
  const fraction = at === -1 ? '' : cleaned.slice(at + 1);
  // The whole part may group thousands with the other mark (or the own one, before the decimal).
  const groups = whole.split(/[.,]/);
  const grouped = groups.length > 1;
  if (
    grouped &&
    !(groups[0]!.length >= 1 && groups[0]!.length <= 3 && groups.slice(1).every((g) => g.length === 3))
  )
    return { ok: false, error: 'invalidPrice' };
  const digits = groups.join('');
  if (!/^\d*$/.test(digits) || !/^\d*$/.test(fraction)) return { ok: false, error: 'invalidPrice' };
  if (digits === '' && fraction === '') return { ok: false, error: 'invalidPrice' };
  if (fraction.length > MINOR_DIGITS) return { ok: false, error: 'priceTooPrecise' };
  const significant = digits.replace(/^0+/, '');
  if (significant.length > String(MAX_PRICE_MINOR).length) return { ok: false, error: 'priceTooHigh' };
  const minor = Number(significant || '0') * MINOR_PER_MAJOR + Number(fraction.padEnd(MINOR_DIGITS, '0'));
  if (minor > MAX_PRICE_MINOR) return { ok: false, error: 'priceTooHigh' };
  return { ok: true, minor };
}
