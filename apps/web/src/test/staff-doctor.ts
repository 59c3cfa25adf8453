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
