import { describe, expect, it } from 'vitest';
import { svnrProblem } from './svnr-check';

describe('the live check of the social insurance number', () => {
  it('stays quiet while the number is empty or still being typed', () => {
    expect(svnrProblem('')).toBe(false);
    expect(svnrProblem('1237')).toBe(false);
    expect(svnrProblem('1237 01')).toBe(false);
  });

  it('accepts a valid number, with or without the space', () => {
    expect(svnrProblem('1237 010180')).toBe(false);
    expect(svnrProblem('1237010180')).toBe(false);
  });

  it('complains about a complete number with a wrong check digit, or letters', () => {
    expect(svnrProblem('1234 010180')).toBe(true);
    expect(svnrProblem('12a')).toBe(true);
  });
});
