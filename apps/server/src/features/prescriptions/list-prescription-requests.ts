import type { PrescriptionStatus } from '@qtify/shared/domain/prescription-status';
import type { PrescriptionRequest } from '@qtify/shared/schemas/prescription-schemas';
import type { AppDatabase } from '../../db/database';
import { listEvents, listInbox } from './prescription-requests.repository';
import { presentStaffRequest } from './present-prescription-request';

/** GET …/prescription-requests?status=: the inbox, newest first. */
export async function listPrescriptionRequests(
  db: AppDatabase,
  businessId: string,
  status: PrescriptionStatus | undefined,
): Promise<PrescriptionRequest[]> {
  const rows = await listInbox(db, businessId, status);
  const events = await listEvents(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentStaffRequest(row, events));
}
