import { isUuid } from '../../db/is-uuid';
import type { DoctorsDeps } from '../doctors/doctors-deps';
import type { Membership } from '../memberships/membership';
import { appointmentTypeNotFound } from './appointment-type-errors';
import { softDeleteAppointmentType } from './appointment-types.repository';

/**
 * Deletes a type (DELETE …/appointment-types/:typeId): it disappears from every list and can no
 * longer be booked, but its row stays so past appointments still show their type.
 */
export async function deleteAppointmentType(
  deps: DoctorsDeps,
  membership: Membership,
  typeId: string,
): Promise<void> {
  const deleted =
    isUuid(typeId) &&
    (await softDeleteAppointmentType(deps.db, membership.businessId, typeId, deps.clock.now()));
  if (!deleted) throw appointmentTypeNotFound();
}
