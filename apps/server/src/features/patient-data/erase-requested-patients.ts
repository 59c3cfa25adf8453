import { erasePatient } from './erase-patient';
import { listDueRequests } from './erasure-requests.repository';
import type { PatientDataDeps } from './patient-data-deps';

/** Requests erased per run; the next run (daily) takes the rest. */
const BATCH = 200;

/**
 * The daily job: every open erasure request nobody answered within ERASURE_REQUEST_GRACE_DAYS is
 * carried out as staff would confirm it (future bookings cancelled, the "done" mail sent). Answers
 * how many patients it erased.
 */
export async function eraseRequestedPatients(deps: PatientDataDeps, now: Date): Promise<number> {
  let erased = 0;
  for (const request of await listDueRequests(deps.db, now, BATCH)) {
    if (!request.patientId) continue;
    await erasePatient(
      { ...deps, clock: { now: () => now } },
      { businessId: request.businessId, patientId: request.patientId, cancelFuture: true, byUserId: null },
    );
    erased += 1;
  }
  return erased;
}
