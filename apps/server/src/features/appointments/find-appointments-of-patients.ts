import type { AppDatabase } from '../../db/database';
import type { AppointmentRow } from '../../db/schema/appointments';
import { listAppointmentsOfPatientsRows } from './appointments.repository';

/**
 * The booked appointments of these patients of the business that start in [from, to) (not
 * cancelled, not declined), by start: what a check-in by name and birth date may match.
 */
export async function findAppointmentsOfPatients(
  db: AppDatabase,
  businessId: string,
  patientIds: string[],
  range: { from: Date; to: Date },
): Promise<AppointmentRow[]> {
  const rows = await listAppointmentsOfPatientsRows(db, businessId, patientIds, range);
  return rows.filter((row) => row.confirmation !== 'declined');
}
