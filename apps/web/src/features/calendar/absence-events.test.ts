import { describe, expect, it } from 'vitest';
import type { Doctor } from '../../lib/queries/doctors';
import { staffAbsence, staffDoctor } from '../../test/staff-doctor';
import { absenceEvents } from './absence-events';

const doctor = (id: string, name: string, absences: Doctor['absences']): Doctor =>
  staffDoctor({ id, name, specialty: null, absences });
const holiday = staffAbsence({ id: 'h1' });
const mornings = staffAbsence({
  id: 'm1',
  from: '2026-07-20',
  to: '2026-07-21',
  date: '2026-07-20',
  allDay: false,
  start: '08:00',
  end: '10:00',
  reason: null,
});

describe('absences in the calendar', () => {
  it('draws a whole-day range as one all-day block up to the day after its last day', () => {
    const [event] = absenceEvents([doctor('a', 'Dr. A', [holiday])], null, 'Absent', 'absence');
    expect(event).toMatchObject({
      title: 'Urlaub',
      start: '2026-07-06',
      end: '2026-07-18',
      allDay: true,
      display: 'background',
    });
  });

  it('draws a partial range as the same hours on each of its days, labelled "Absent" without a reason', () => {
    const events = absenceEvents([doctor('a', 'Dr. A', [mornings])], null, 'Absent', 'absence');
    expect(events.map((event) => [event.start, event.end, event.title])).toEqual([
      ['2026-07-20T08:00:00Z', '2026-07-20T10:00:00Z', 'Absent'],
      ['2026-07-21T08:00:00Z', '2026-07-21T10:00:00Z', 'Absent'],
    ]);
  });

  it('names the doctor when several are shown, and shows only the chosen one’s otherwise', () => {
    const doctors = [doctor('a', 'Dr. A', [holiday]), doctor('b', 'Dr. B', [mornings])];
    expect(absenceEvents(doctors, null, 'Absent', 'x').map((event) => event.title)).toEqual([
      'Dr. A: Urlaub',
      'Dr. B: Absent',
      'Dr. B: Absent',
    ]);
    expect(absenceEvents(doctors, 'a', 'Absent', 'x').map((event) => event.title)).toEqual(['Urlaub']);
  });

  it('draws each day of a partial range as a day block with its times for the month view', () => {
    const events = absenceEvents([doctor('a', 'Dr. A', [mornings])], null, 'Absent', 'absence', true);
    expect(events.map((event) => [event.start, event.end, event.allDay, event.title])).toEqual([
      ['2026-07-20', '2026-07-21', true, '08:00–10:00 Absent'],
      ['2026-07-21', '2026-07-22', true, '08:00–10:00 Absent'],
    ]);
  });
});
