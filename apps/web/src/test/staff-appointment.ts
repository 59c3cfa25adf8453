import type { Appointment } from '../lib/queries/appointments';

/** An appointment as staff see it (GET …/appointments): booked online, nothing pending. */
export function staffAppointment(changes: Partial<Appointment> = {}): Appointment {
  return {
    id: 'a1',
    title: 'Kontrolle',
    start: '2026-12-01T08:00:00.000Z',
    end: '2026-12-01T08:30:00.000Z',
    typeId: 't1',
    doctorId: 'd1',
    color: '#2196f3',
    note: null,
    partySize: null,
    cancelled: false,
    patient: { id: 'p1', firstName: 'Eva', lastName: 'Huber', birthdate: null, phone: '+43 1', email: null },
    changedBy: null,
    bookedOnline: true,
    availabilityOverridden: false,
    newContact: null,
    series: null,
    confirmation: null,
    ...changes,
  };
}
