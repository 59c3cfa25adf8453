import type { Appointment, AppointmentPatchBody } from '@qtify/shared/schemas/booking-schemas';
import { isConstraintViolation } from '../../db/is-constraint-violation';
import { isUuid } from '../../db/is-uuid';
import { findAppointmentTypeRow, withDoctorIds } from '../appointment-types/appointment-types.repository';
import type { Membership } from '../businesses/memberships.repository';
import { findDoctorRow } from '../doctors/doctors.repository';
import { appointmentNotFound, slotTaken, slotUnavailable, unknownDoctorId } from './appointment-errors';
import { findAppointmentRow, lockDoctorSchedules, updateAppointmentRow } from './appointments.repository';
import type { AppointmentsDeps } from './appointments-deps';
import { presentAppointments } from './present-appointments';

/**
 * Moves an appointment to another time or doctor, or changes its type (PATCH …/appointments/:id,
 * the calendar's drag and drop). The length follows the type; 409 SLOT_TAKEN when the new time
 * overlaps another appointment of the doctor, and then nothing changes.
 */
export async function updateAppointment(
  deps: AppointmentsDeps,
  membership: Membership,
  appointmentId: string,
  patch: AppointmentPatchBody,
): Promise<Appointment> {
  const { businessId } = membership;
  if (!isUuid(appointmentId)) throw appointmentNotFound();
  if (patch.doctorId !== undefined && !isUuid(patch.doctorId)) throw unknownDoctorId();
  if (patch.typeId !== undefined && !isUuid(patch.typeId)) throw slotUnavailable('typeId');
  try {
    const appointment = await deps.db.transaction(async (tx) => {
      const row = await findAppointmentRow(tx, businessId, appointmentId);
      if (!row || row.status === 'cancelled') throw appointmentNotFound();
      const typeRow = patch.typeId ? await findAppointmentTypeRow(tx, businessId, patch.typeId) : undefined;
      if (patch.typeId && !typeRow) throw slotUnavailable('typeId');
      if (patch.doctorId && !(await findDoctorRow(tx, businessId, patch.doctorId))) throw unknownDoctorId();
      const doctorId = patch.doctorId ?? row.doctorId;
      if (typeRow && doctorId) {
        const [type] = await withDoctorIds(tx, [typeRow]);
        if (!type!.doctorIds.includes(doctorId)) throw slotUnavailable('typeId');
      }
      if (doctorId) await lockDoctorSchedules(tx, [doctorId]);
      const start = patch.start ? new Date(patch.start) : row.startsAt;
      const durationMs = typeRow
        ? typeRow.durationMinutes * 60_000
        : row.endsAt.getTime() - row.startsAt.getTime();
      const updated = await updateAppointmentRow(
        tx,
        row.id,
        {
          startsAt: start,
          endsAt: new Date(start.getTime() + durationMs),
          doctorId,
          ...(typeRow ? { typeId: typeRow.id, title: typeRow.title } : {}),
          changedBy: membership.userId,
        },
        deps.clock.now(),
      );
      const [presented] = await presentAppointments(tx, businessId, [updated]);
      return presented!;
    });
    deps.realtime.appointmentsChanged(businessId);
    return appointment;
  } catch (error) {
    if (isConstraintViolation(error, '23P01')) throw slotTaken();
    throw error;
  }
}
