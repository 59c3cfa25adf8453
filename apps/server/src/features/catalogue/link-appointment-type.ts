import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import {
  createServiceType,
  findTypeWithDoctors,
  setTypeDuration,
} from '../appointment-types/appointment-types.service';
import { appointmentTypeTaken, durationRequired, unknownAppointmentType } from './catalogue-errors';
import { findProductOfType } from './products.repository';

/**
 * The appointment type a bookable service is linked to: the one named (of this business, not
 * another product's), or a new one with the service's name and duration. The type then holds the
 * duration; a duration sent along becomes the type's.
 */
export async function linkAppointmentType(
  tx: AppDatabase,
  businessId: string,
  service: {
    productId?: string;
    name: string;
    description: string | null;
    durationMinutes: number | null | undefined;
  },
  appointmentTypeId: string | undefined,
  now: Date,
): Promise<string> {
  if (appointmentTypeId === undefined) {
    if (!service.durationMinutes) throw durationRequired();
    const type = await createServiceType(
      tx,
      businessId,
      { title: service.name, description: service.description, durationMinutes: service.durationMinutes },
      now,
    );
    return type.id;
  }
  if (!isUuid(appointmentTypeId) || !(await findTypeWithDoctors(tx, businessId, appointmentTypeId))) {
    throw unknownAppointmentType();
  }
  const holder = await findProductOfType(tx, businessId, appointmentTypeId);
  if (holder && holder.id !== service.productId) throw appointmentTypeTaken();
  if (service.durationMinutes)
    await setTypeDuration(tx, businessId, appointmentTypeId, service.durationMinutes, now);
  return appointmentTypeId;
}
