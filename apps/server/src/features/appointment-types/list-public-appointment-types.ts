import { largestPartySize } from '@qtify/shared/domain/party-size';
import type { PublicAppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import type { AppDatabase } from '../../db/database';
import { businessNotFound } from '../businesses/business-errors';
import { findPublicBusiness } from '../businesses/businesses.service';
import { listTableSizes } from '../doctors/doctors.service';
import { listAppointmentTypes } from './list-appointment-types';

/**
 * What the public booking page offers, by the public id of the business's links (no login). A
 * restaurant's guest names the party after the type: the type's own tables set how large it may be.
 */
export async function listPublicAppointmentTypes(
  db: AppDatabase,
  publicId: string,
): Promise<PublicAppointmentType[]> {
  const business = await findPublicBusiness(db, publicId);
  if (!business) throw businessNotFound();
  const types = await listAppointmentTypes(db, business.id);
  if (business.industry !== 'restaurant') return types.map((type) => ({ ...type, maxPartySize: null }));
  const tables = new Map((await listTableSizes(db, business.id)).map((table) => [table.id, table]));
  return types.map((type) => {
    const own = type.doctorIds.flatMap((id) => tables.get(id) ?? []);
    return { ...type, maxPartySize: largestPartySize(own) };
  });
}
