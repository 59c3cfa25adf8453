import type { AppDatabase } from '../../db/database';
import type { QueueEntryRow } from '../../db/schema/queue';
import { listPatientEntryRows } from './queue.repository';

// What other features may ask of the waiting room (never its repository).

/** The patient's visits of the business's waiting room, in queue order (the patient's history). */
export function listPatientVisits(
  db: AppDatabase,
  businessId: string,
  patientId: string,
): Promise<QueueEntryRow[]> {
  return listPatientEntryRows(db, businessId, patientId);
}
