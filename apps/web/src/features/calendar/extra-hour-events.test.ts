import { describe, expect, it } from 'vitest';
import { staffDoctor } from '../../test/staff-doctor';
import { EXTRA_HOURS_EVENT, extraHourEvents } from './extra-hour-events';

const changed = (hours: string) => `Nur: ${hours}`;
// Mondays 08:00–12:00; 2026-03-02 is a Monday, 2026-03-07 a Saturday.
const week = [{ weekday: 1, start: '08:00', end: '12:00' }];

describe('a changed date’s extra hours in the calendar', () => {
  it('opens the hours worked beyond the regular week, labelled with the date’s hours', () => {
    const doctor = staffDoctor({
      workingTimes: week,
      exceptions: [{ date: '2026-03-02', hours: [{ start: '10:00', end: '14:00' }] }],
    });
    const events = extraHourEvents([doctor], null, changed, 'extraHours');
    expect(events.map((event) => [event.start, event.end, event.title])).toEqual([
      ['2026-03-02T12:00:00Z', '2026-03-02T14:00:00Z', 'Nur: 10:00–14:00'],
    ]);
    expect(events[0]).toMatchObject({
      display: 'background',
      classNames: ['extraHours'],
      extendedProps: { kind: EXTRA_HOURS_EVENT },
    });
  });

  it('opens a whole day the week never works, and nothing within the regular hours', () => {
    const doctor = staffDoctor({
      workingTimes: week,
      exceptions: [
        { date: '2026-03-07', hours: [{ start: '09:00', end: '13:00' }] },
        { date: '2026-03-02', hours: [{ start: '09:00', end: '11:00' }] },
      ],
    });
    expect(
      extraHourEvents([doctor], null, changed, 'extraHours').map((event) => [event.start, event.end]),
    ).toEqual([['2026-03-07T09:00:00Z', '2026-03-07T13:00:00Z']]);
  });

  it('counts another shown doctor’s regular hours as open already and names the doctor', () => {
    const changedDoctor = staffDoctor({
      exceptions: [{ date: '2026-03-02', hours: [{ start: '07:00', end: '09:00' }] }],
    });
    const other = staffDoctor({ id: 'd2', name: 'Dr. Weber', workingTimes: week });
    expect(
      extraHourEvents([changedDoctor, other], null, changed, 'extraHours').map((event) => [
        event.start,
        event.end,
        event.title,
      ]),
    ).toEqual([['2026-03-02T07:00:00Z', '2026-03-02T08:00:00Z', 'Dr. Berger: Nur: 07:00–09:00']]);
    expect(extraHourEvents([changedDoctor, other], 'd2', changed, 'extraHours')).toEqual([]);
  });
});
