// A price as a person types it into a field and reads it back there: the staff's catalogue form.
// Apart from money.ts so pages that only show prices (booking, the public price list) stay light.
import { decimalString, MAX_PRICE_MINOR, MINOR_DIGITS, MINOR_PER_MAJOR } from './money';

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
