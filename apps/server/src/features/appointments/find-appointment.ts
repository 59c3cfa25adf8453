import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import type { AppointmentRow } from '../../db/schema/appointments';
import { findAppointmentRow } from './appointments.repository';

/**
 * An appointment of the business by id, cancelled ones too (undefined for anything else, a
 * malformed id included): what other features (the waiting room's check-in) may ask.
 */
export async function findAppointment(
  db: AppDatabase,
  businessId: string,
  appointmentId: string,
): Promise<AppointmentRow | undefined> {
  if (!isUuid(appointmentId)) return undefined;
  return findAppointmentRow(db, businessId, appointmentId);
}
