import { describe, expect, it } from 'vitest';
import { isNameTooLong, splitFullName } from './full-name';

describe('splitting a full name', () => {
  it('takes the last word as the last name and the rest as first names', () => {
    expect(splitFullName('Anna Maria  Berger ')).toEqual({ firstName: 'Anna Maria', lastName: 'Berger' });
    expect(splitFullName('Ali Yılmaz')).toEqual({ firstName: 'Ali', lastName: 'Yılmaz' });
    expect(splitFullName('Александр Пушкин')).toEqual({ firstName: 'Александр', lastName: 'Пушкин' });
  });

  it('refuses a single word or nothing', () => {
    expect(splitFullName('Anna')).toBeNull();
    expect(splitFullName('   ')).toBeNull();
  });

  it('refuses parts without a single letter, such as emoji or punctuation', () => {
    expect(splitFullName('😀 😀')).toBeNull();
    expect(splitFullName('Anna 😀')).toBeNull();
    expect(splitFullName('... Berger')).toBeNull();
    expect(splitFullName('Anna 😀 Berger')).toEqual({ firstName: 'Anna 😀', lastName: 'Berger' });
  });

  it('tells a first or last name longer than 100 characters', () => {
    expect(isNameTooLong({ firstName: 'Karl', lastName: 'L'.repeat(100) })).toBe(false);
    expect(isNameTooLong({ firstName: 'Karl', lastName: 'L'.repeat(101) })).toBe(true);
    expect(isNameTooLong({ firstName: 'K'.repeat(101), lastName: 'Berger' })).toBe(true);
  });
});
