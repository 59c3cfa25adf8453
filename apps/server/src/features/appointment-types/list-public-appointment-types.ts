import type { AppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import type { AppDatabase } from '../../db/database';
import { businessNotFound } from '../businesses/business-errors';
import { findBusinessByPublicId } from '../businesses/businesses.repository';
import { listAppointmentTypes } from './list-appointment-types';

/** What the public booking page offers, by the public id of the business's links (no login). */
export async function listPublicAppointmentTypes(
  db: AppDatabase,
  publicId: string,
): Promise<AppointmentType[]> {
  const business = await findBusinessByPublicId(db, publicId);
  if (!business) throw businessNotFound();
  return listAppointmentTypes(db, business.id);
}
