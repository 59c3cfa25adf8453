import { isValidSvnr } from '@qtify/shared/domain/svnr';

/**
 * The live check of the social insurance number while it is typed: quiet while it may still be
 * incomplete, a problem once it has ten digits (or something else than digits) and is not valid.
 */
export function svnrProblem(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (digits === '') return false;
  return digits.length >= 10 || /\D/.test(digits) ? !isValidSvnr(value) : false;
}
