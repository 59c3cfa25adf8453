import type { AppointmentType, AppointmentTypeBody } from '@qtify/shared/schemas/appointment-type-schemas';
import type { DoctorsDeps } from '../doctors/doctors-deps';
import type { Membership } from '../memberships/membership';
import { insertAppointmentType, replaceAppointmentTypeDoctors } from './appointment-types.repository';
import { checkDoctorIds } from './check-doctor-ids';
import { presentAppointmentType } from './present-appointment-type';

/** Adds an appointment type offered by some of the business's doctors (POST …/appointment-types). */
export async function createAppointmentType(
  deps: DoctorsDeps,
  membership: Membership,
  body: AppointmentTypeBody,
): Promise<AppointmentType> {
  const { businessId } = membership;
  return deps.db.transaction(async (tx) => {
    const doctorIds = await checkDoctorIds(tx, businessId, body.doctorIds);
    const row = await insertAppointmentType(
      tx,
      businessId,
      {
        title: body.title,
        description: body.description || null,
        durationMinutes: body.durationMinutes,
        color: body.color,
        bookingRules: body.bookingRules ?? {},
      },
      deps.clock.now(),
    );
    await replaceAppointmentTypeDoctors(tx, row.id, doctorIds);
    return presentAppointmentType({ ...row, doctorIds: [...doctorIds].sort() });
  });
}
