import { describe, expect, it } from 'vitest';
import { deriveOpeningHours } from './opening-hours';

describe('opening hours derived from the working times', () => {
  it('are open whenever any doctor works, one range for overlapping and touching times', () => {
    expect(
      deriveOpeningHours([
        { weekday: 1, start: '12:00', end: '16:00' },
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 1, start: '09:00', end: '10:00' },
        { weekday: 3, start: '08:00', end: '11:00' },
      ]),
    ).toEqual([
      { weekday: 1, start: '08:00', end: '16:00' },
      { weekday: 3, start: '08:00', end: '11:00' },
    ]);
  });

  it('keep a lunch break in which nobody works', () => {
    expect(
      deriveOpeningHours([
        { weekday: 2, start: '14:00', end: '18:00' },
        { weekday: 2, start: '08:00', end: '12:00' },
      ]),
    ).toEqual([
      { weekday: 2, start: '08:00', end: '12:00' },
      { weekday: 2, start: '14:00', end: '18:00' },
    ]);
  });

  it('are none for a business nobody works at yet', () => {
    expect(deriveOpeningHours([])).toEqual([]);
  });
});
