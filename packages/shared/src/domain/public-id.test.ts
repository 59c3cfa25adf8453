import { describe, expect, it } from 'vitest';
import { isPublicId, PUBLIC_ID_ALPHABET } from './public-id';

describe('public ids of businesses', () => {
  it('uses 32 distinct characters without the ones people confuse on paper', () => {
    expect(new Set(PUBLIC_ID_ALPHABET).size).toBe(32);
    for (const ambiguous of 'ilou') expect(PUBLIC_ID_ALPHABET).not.toContain(ambiguous);
  });

  it('accepts ten characters of the alphabet and nothing else', () => {
    expect(isPublicId('7k2m9x4bqa')).toBe(true);
    expect(isPublicId('7k2m9x4bq')).toBe(false);
    expect(isPublicId('7K2M9X4BQA')).toBe(false);
    expect(isPublicId('7k2m9x4bqo')).toBe(false);
    expect(isPublicId(42)).toBe(false);
  });
});
