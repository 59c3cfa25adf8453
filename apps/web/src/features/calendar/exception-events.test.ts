import { describe, expect, it } from 'vitest';
import { staffDoctor } from '../../test/staff-doctor';
import { exceptionEvents } from './exception-events';

const labels = { off: 'Arbeitet nicht', changed: (hours: string) => `Nur: ${hours}` };
// Mondays 08:00–12:00 and 13:00–17:00; 2026-03-02 is a Monday.
const week = [
  { weekday: 1, start: '08:00', end: '12:00' },
  { weekday: 1, start: '13:00', end: '17:00' },
];

describe('a changed date in the calendar', () => {
  it('blocks the week’s hours the date no longer works, labelled with the hours it keeps', () => {
    const doctor = staffDoctor({
      workingTimes: week,
      exceptions: [{ date: '2026-03-02', hours: [{ start: '10:00', end: '14:00' }] }],
    });
    const events = exceptionEvents([doctor], null, labels, 'absence');
    expect(events.map((event) => [event.start, event.end, event.title])).toEqual([
      ['2026-03-02T08:00:00Z', '2026-03-02T10:00:00Z', 'Nur: 10:00–14:00'],
      ['2026-03-02T14:00:00Z', '2026-03-02T17:00:00Z', 'Nur: 10:00–14:00'],
    ]);
    expect(events[0]).toMatchObject({ display: 'background', classNames: ['absence'] });
  });

  it('blocks the whole week’s day when the date is off, and names the doctor when several are shown', () => {
    const off = staffDoctor({ workingTimes: week, exceptions: [{ date: '2026-03-02', hours: [] }] });
    const other = staffDoctor({ id: 'd2', name: 'Dr. Weber' });
    const events = exceptionEvents([off, other], null, labels, 'absence');
    expect(events.map((event) => [event.start, event.end, event.title])).toEqual([
      ['2026-03-02T08:00:00Z', '2026-03-02T12:00:00Z', 'Dr. Berger: Arbeitet nicht'],
      ['2026-03-02T13:00:00Z', '2026-03-02T17:00:00Z', 'Dr. Berger: Arbeitet nicht'],
    ]);
  });

  it('is one labelled day in the month view, and nothing for a doctor not shown', () => {
    const doctor = staffDoctor({ workingTimes: week, exceptions: [{ date: '2026-03-02', hours: [] }] });
    expect(exceptionEvents([doctor], null, labels, 'absence', true)).toMatchObject([
      { start: '2026-03-02', end: '2026-03-03', allDay: true, title: 'Arbeitet nicht' },
    ]);
    expect(exceptionEvents([doctor], 'd2', labels, 'absence')).toEqual([]);
  });
});
