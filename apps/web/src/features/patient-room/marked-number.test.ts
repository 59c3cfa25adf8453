import { describe, expect, it } from 'vitest';
import { splitMarkedNumber } from './marked-number';

describe('the number in a sentence', () => {
  it('finds it at the start, in the middle or at the end', () => {
    expect(splitMarkedNumber('<num>2</num> Personen vor Ihnen')).toEqual({
      before: '',
      number: '2',
      after: ' Personen vor Ihnen',
    });
    expect(splitMarkedNumber('Önünüzde <num>2</num> kişi var')).toEqual({
      before: 'Önünüzde ',
      number: '2',
      after: ' kişi var',
    });
    expect(splitMarkedNumber('Vor dir: <num>12</num>')).toEqual({
      before: 'Vor dir: ',
      number: '12',
      after: '',
    });
  });

  it('keeps a sentence without a mark whole', () => {
    expect(splitMarkedNumber('2 Personen vor Ihnen')).toEqual({
      before: '2 Personen vor Ihnen',
      number: '',
      after: '',
    });
  });
});
