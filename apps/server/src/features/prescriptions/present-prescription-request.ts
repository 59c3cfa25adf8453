import { PRESCRIPTION_STATUSES } from '@qtify/shared/domain/prescription-status';
import type {
  PatientPrescriptionRequest,
  PrescriptionRequest,
} from '@qtify/shared/schemas/prescription-schemas';
import type { PrescriptionRequestEventRow, PrescriptionRequestRow } from '../../db/schema/prescriptions';
import type { RequestWithPatient } from './prescription-requests.repository';

const RANK = PRESCRIPTION_STATUSES;

/** A request as the patient reads it on their page. */
export function presentPatientRequest(row: PrescriptionRequestRow): PatientPrescriptionRequest {
  return {
    id: row.id,
    status: row.status,
    medications: row.medications,
    pickup: row.pickup,
    note: row.note,
    readyBy: row.readyBy,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A request as the inbox shows it, with the patient and its history. */
export function presentStaffRequest(
  row: RequestWithPatient,
  events: readonly PrescriptionRequestEventRow[],
): PrescriptionRequest {
  return {
    ...presentPatientRequest(row),
    patientId: row.patientId,
    patient: {
      id: row.patient.id,
      firstName: row.patient.firstName,
      lastName: row.patient.lastName,
      birthdate: row.patient.birthdate ?? null,
    },
    source: row.source,
    history: events
      .filter((event) => event.requestId === row.id)
      // Moves go forward only, so steps of one instant (a fast desk, a still test clock) sort by their rank.
      .sort((a, b) => a.at.getTime() - b.at.getTime() || RANK.indexOf(a.status) - RANK.indexOf(b.status))
      .map((event) => ({
        status: event.status,
        at: event.at.toISOString(),
        reason: event.status === 'declined' ? row.declineReason : null,
      })),
  };
}
