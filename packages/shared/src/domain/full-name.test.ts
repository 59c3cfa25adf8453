import { describe, expect, it } from 'vitest';
import { splitFullName } from './full-name';

describe('splitting a full name', () => {
  it('takes the last word as the last name and the rest as first names', () => {
    expect(splitFullName('Anna Maria  Berger ')).toEqual({ firstName: 'Anna Maria', lastName: 'Berger' });
    expect(splitFullName('Ali Yılmaz')).toEqual({ firstName: 'Ali', lastName: 'Yılmaz' });
  });

  it('refuses a single word or nothing', () => {
    expect(splitFullName('Anna')).toBeNull();
    expect(splitFullName('   ')).toBeNull();
  });
});
