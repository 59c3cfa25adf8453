import { walkInCutoff } from '@qtify/shared/domain/data-retention';
import type { AppDatabase } from '../../db/database';
import * as patients from '../patients/patients.service';
import {
  deleteTemporaryUsers,
  detachVisits,
  hasHistory,
  listExpiredWalkIns,
  listTemporaryEntryUsers,
} from './erasure.repository';
import { completeOpenRequests } from './erasure-requests.repository';

/** Patients handled per run; the daily job takes the rest the next day. */
const BATCH = 500;

/**
 * The daily retention job (issue 20): walk-in visits older than the business's
 * `walk_in_retention_days` of people who never had an appointment lose the person (as in an
 * erasure; the rows stay for the statistics). A patient left with no visit at all existed only for
 * them: their record goes too. Answers how many visits it anonymised.
 */
export async function anonymiseExpiredWalkIns(db: AppDatabase, now: Date): Promise<number> {
  let anonymised = 0;
  for (const walkIn of await listExpiredWalkIns(db, now, BATCH)) {
    const cutoff = walkInCutoff(now, walkIn.retentionDays);
    anonymised += await db.transaction(async (tx) => {
      // A registration pointing a new visit at the patient finishes first; its visit then keeps the record.
      if (!(await patients.findPatient(tx, walkIn.businessId, walkIn.patientId, { lock: 'update' })))
        return 0;
      const temporaryUsers = await listTemporaryEntryUsers(tx, walkIn.patientId, cutoff);
      const { visits } = await detachVisits(tx, walkIn.businessId, walkIn.patientId, cutoff, now);
      if (!(await hasHistory(tx, walkIn.patientId))) {
        await completeOpenRequests(tx, walkIn.patientId, null, now);
        await patients.deletePatient(tx, walkIn.businessId, walkIn.patientId);
      }
      await deleteTemporaryUsers(tx, temporaryUsers);
      return visits;
    });
  }
  return anonymised;
}
