import type {
  AppointmentType,
  AppointmentTypePatchBody,
} from '@qtify/shared/schemas/appointment-type-schemas';
import { isUuid } from '../../db/is-uuid';
import type { DoctorsDeps } from '../doctors/doctors-deps';
import type { Membership } from '../memberships/membership';
import { appointmentTypeNotFound } from './appointment-type-errors';
import {
  type AppointmentTypeValues,
  replaceAppointmentTypeDoctors,
  updateAppointmentTypeRow,
  withDoctorIds,
} from './appointment-types.repository';
import { checkDoctorIds } from './check-doctor-ids';
import { presentAppointmentType } from './present-appointment-type';

/** Changes a type; `doctorIds`, when sent, replaces who offers it (PATCH …/appointment-types/:typeId). */
export async function updateAppointmentType(
  deps: DoctorsDeps,
  membership: Membership,
  typeId: string,
  body: AppointmentTypePatchBody,
): Promise<AppointmentType> {
  if (!isUuid(typeId)) throw appointmentTypeNotFound();
  const { businessId } = membership;
  const patch: Partial<AppointmentTypeValues> = {
    title: body.title,
    description: body.description === undefined ? undefined : body.description || null,
    durationMinutes: body.durationMinutes,
    color: body.color,
    bookingRules: body.bookingRules,
  };
  return deps.db.transaction(async (tx) => {
    // The update finds the type first (404 before any doctor check, so a foreign id reveals nothing).
    const row = await updateAppointmentTypeRow(tx, businessId, typeId, patch, deps.clock.now());
    if (!row) throw appointmentTypeNotFound();
    if (body.doctorIds !== undefined) {
      await replaceAppointmentTypeDoctors(tx, typeId, await checkDoctorIds(tx, businessId, body.doctorIds));
    }
    const [type] = await withDoctorIds(tx, [row]);
    return presentAppointmentType(type!);
  });
}
