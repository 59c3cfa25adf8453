import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './accept-language';

describe('the language a browser prefers', () => {
  it('is the best-rated of ours, regions ignored', () => {
    expect(preferredLanguage('en-GB,en;q=0.9,de;q=0.8')).toBe('en');
    expect(preferredLanguage('it;q=1, fr-CH;q=0.7, de;q=0.5')).toBe('fr');
    expect(preferredLanguage('de;q=0.2, tr;q=0.9')).toBe('tr');
  });

  it('is none when the browser names none of ours or refuses them', () => {
    expect(preferredLanguage(undefined)).toBeUndefined();
    expect(preferredLanguage('it, pl')).toBeUndefined();
    expect(preferredLanguage('en;q=0')).toBeUndefined();
  });
});
