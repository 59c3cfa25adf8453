import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { findEntryRow } from './queue.repository';

/** What other features (a bill) may know of a visit: whose it was, and its appointment. */
export interface Visit {
  id: string;
  patientId: string | null;
  appointmentId: string | null;
  status: string;
}

/** A queue entry of the business by id (undefined for anything else, a malformed id included). */
export async function findVisit(
  db: AppDatabase,
  businessId: string,
  entryId: string,
): Promise<Visit | undefined> {
  if (!isUuid(entryId)) return undefined;
  const row = await findEntryRow(db, businessId, entryId);
  return (
    row && { id: row.id, patientId: row.patientId, appointmentId: row.appointmentId, status: row.status }
  );
}
