import type { Doctor } from '../lib/queries/doctors';

/** A doctor of the staff's list as API.md answers it: Dr. Berger, a GP, no hours, no absences and no changed dates yet. */
export function staffDoctor(overrides: Partial<Doctor> = {}): Doctor {
  return {
    id: 'd1',
    name: 'Dr. Berger',
    specialty: 'Allgemeinmedizin',
    partySize: null,
    workingTimes: [],
    absences: [],
    exceptions: [],
    ...overrides,
  };
}

type Absence = Doctor['absences'][number];

/** An absence as API.md answers it: two weeks' holiday in July 2026, whole days. */
export function staffAbsence(overrides: Partial<Absence> = {}): Absence {
  return {
    id: 'ab1',
    from: '2026-07-06',
    to: '2026-07-17',
    date: '2026-07-06',
    allDay: true,
    start: null,
    end: null,
    reason: 'Urlaub',
    ...overrides,
  };
}
