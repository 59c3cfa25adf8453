import type { PatientErasureRequest } from '@qtify/shared/schemas/patient-data-schemas';
import type { AppDatabase } from '../../db/database';
import { findLatestRequest } from './erasure-requests.repository';
import { presentPatientErasureRequest } from './present-erasure-request';

/** The patient's latest erasure request as they see it (null: they never asked). */
export async function latestErasureRequest(
  db: AppDatabase,
  patientId: string,
): Promise<PatientErasureRequest | null> {
  const row = await findLatestRequest(db, patientId);
  return row ? presentPatientErasureRequest(row) : null;
}
