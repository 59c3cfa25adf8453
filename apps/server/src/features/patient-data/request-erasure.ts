import { erasureDueAt } from '@qtify/shared/domain/data-retention';
import type { PatientErasureRequest } from '@qtify/shared/schemas/patient-data-schemas';
import type { AppDatabase } from '../../db/database';
import type { ErasureRequestRow } from '../../db/schema/erasure-requests';
import { insertOrFindOpenRequest } from './erasure-requests.repository';
import { presentPatientErasureRequest } from './present-erasure-request';

/**
 * The patient asks to be erased (GDPR Art. 17). Idempotent: while a request is open, asking again
 * answers it (`created` false). Staff see it, confirm or decline it; unanswered, it runs by itself
 * ERASURE_REQUEST_GRACE_DAYS later (the erase-requested-patients job).
 */
export async function requestErasure(
  db: AppDatabase,
  input: { businessId: string; patientId: string; source: ErasureRequestRow['source'] },
  now: Date,
): Promise<{ request: PatientErasureRequest; created: boolean }> {
  const { row, created } = await insertOrFindOpenRequest(db, {
    ...input,
    requestedAt: now,
    dueAt: erasureDueAt(now),
  });
  return { request: presentPatientErasureRequest(row), created };
}
