const WEIGHTS: readonly number[] = [3, 7, 9, 0, 5, 8, 4, 2, 1, 6];

/**
 * The Austrian social insurance number (Sozialversicherungsnummer): ten digits, a three-digit
 * serial, the check digit, then the birth date DDMMYY. The check digit (4th) is the sum of each
 * digit times its weight (3,7,9,0,5,8,4,2,1,6) modulo 11; a remainder of 10 is never issued.
 * Spaces are allowed when typed ("1237 010180").
 */
export function isValidSvnr(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[3]);
}

/** The ten digits without spaces, as stored. */
export function normalizeSvnr(value: string): string {
  return value.replace(/\s+/g, '');
}
