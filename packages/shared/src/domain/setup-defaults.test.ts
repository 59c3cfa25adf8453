import { describe, expect, it } from 'vitest';
import { SETUP_DEFAULTS, weekFromHours } from './setup-defaults';
import { findWorkingTimeProblems } from './working-times';

describe('setup defaults', () => {
  it('open a practice Monday to Friday 08:00–12:00 and 13:00–17:00 with 15-minute appointments', () => {
    const { weekdays, hours, typeMinutes } = SETUP_DEFAULTS.medical;
    const week = weekFromHours(weekdays, hours);
    expect(week).toHaveLength(10);
    expect(week[0]).toEqual({ weekday: 1, start: '08:00', end: '12:00' });
    expect(week[9]).toEqual({ weekday: 5, start: '13:00', end: '17:00' });
    expect(typeMinutes).toBe(15);
  });

  it('give a restaurant 90-minute tables and a salon 30-minute haircuts', () => {
    expect(SETUP_DEFAULTS.restaurant.typeMinutes).toBe(90);
    expect(SETUP_DEFAULTS.hairdresser.typeMinutes).toBe(30);
    expect(SETUP_DEFAULTS.business.typeMinutes).toBe(30);
  });

  it('make a valid week for every industry', () => {
    for (const { weekdays, hours } of Object.values(SETUP_DEFAULTS)) {
      expect(findWorkingTimeProblems(weekFromHours(weekdays, hours))).toEqual([]);
    }
  });

  it('sorts the weekdays it is given', () => {
    expect(weekFromHours([3, 1], [{ start: '09:00', end: '10:00' }]).map((slot) => slot.weekday)).toEqual([
      1, 3,
    ]);
  });
});
