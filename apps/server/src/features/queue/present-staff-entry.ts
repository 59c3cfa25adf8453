import { isWaitingStatus } from '@qtify/shared/domain/queue-position';
import type { StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import type { PatientRow } from '../../db/schema/appointments';
import type { QueueEntryRow } from '../../db/schema/queue';

/** An entry as staff see it: the patient's details and, while waiting, the people ahead (else null). */
export function presentStaffEntry(
  entry: QueueEntryRow,
  patient: PatientRow,
  ahead: number | null,
): StaffEntry {
  return {
    id: entry.id,
    patient: {
      id: patient.id,
      firstName: patient.firstName,
      lastName: patient.lastName,
      birthdate: patient.birthdate ?? null,
      phone: patient.phone,
      svnr: patient.svnr,
      note: patient.note,
    },
    status: entry.status,
    outcome: entry.outcome,
    ahead: isWaitingStatus(entry.status) ? ahead : null,
    out: entry.outSince !== null,
    outSince: entry.outSince?.toISOString() ?? null,
    notify: entry.notify,
    selfRegistered: entry.tokenHash !== null,
    partySize: entry.partySize,
    messageSent: entry.messageSentAt !== null,
    messageSentAt: entry.messageSentAt?.toISOString() ?? null,
    message: entry.message,
    createdAt: entry.createdAt.toISOString(),
    calledAt: entry.calledAt?.toISOString() ?? null,
    finishedAt: entry.finishedAt?.toISOString() ?? null,
    sortKey: entry.sortKey,
    appointmentId: entry.appointmentId,
    appointment: entry.appointment,
    ticket: entry.ticket,
    urgent: entry.urgentAt !== null,
  };
}
