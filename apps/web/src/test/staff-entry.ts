import type { StaffEntry } from '@qtify/shared/schemas/queue-schemas';

/** An entry of the staff's waiting list as API.md answers it: Anna Berger, not here yet. */
export function staffEntry(overrides: Partial<StaffEntry> = {}): StaffEntry {
  return {
    id: 'e-1',
    patient: {
      id: 'p-1',
      firstName: 'Anna',
      lastName: 'Berger',
      birthdate: null,
      phone: null,
      svnr: null,
      note: null,
    },
    status: 'notHere',
    outcome: null,
    ahead: 0,
    out: false,
    outSince: null,
    notify: false,
    selfRegistered: true,
    partySize: null,
    messageSent: false,
    messageSentAt: null,
    message: null,
    createdAt: '2026-11-21T10:45:00Z',
    calledAt: null,
    finishedAt: null,
    sortKey: 1,
    appointmentId: null,
    appointment: null,
    ticket: 'A001',
    urgent: false,
    ...overrides,
  };
}
