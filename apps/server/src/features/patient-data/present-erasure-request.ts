import type { ErasureRequest, PatientErasureRequest } from '@qtify/shared/schemas/patient-data-schemas';
import type { ErasureRequestRow } from '../../db/schema/erasure-requests';
import type { ErasureRequestWithPatient } from './erasure-requests.repository';

/** A request as the patient sees it. */
export function presentPatientErasureRequest(row: ErasureRequestRow): PatientErasureRequest {
  return {
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
  };
}

/** A request as staff see it. */
export function presentErasureRequest(row: ErasureRequestWithPatient): ErasureRequest {
  return {
    ...presentPatientErasureRequest(row),
    id: row.id,
    source: row.source,
    patient: row.patient,
  };
}
