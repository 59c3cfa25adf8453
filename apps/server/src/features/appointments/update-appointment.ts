import type { Appointment, AppointmentPatchBody } from '@qtify/shared/schemas/booking-schemas';
import { isUuid } from '../../db/is-uuid';
import { findTypeWithDoctors } from '../appointment-types/appointment-types.service';
import { businessNotFound } from '../businesses/business-errors';
import { findBusiness } from '../businesses/businesses.service';
import { findDoctor } from '../doctors/doctors.service';
import type { Membership } from '../memberships/membership';
import { movedAway, releaseSlot } from '../scheduling/release-slot';
import { reserveSlot } from '../scheduling/reserve-slot';
import { slotUnavailable } from '../scheduling/scheduling-errors';
import { appointmentNotFound, unknownDoctorId } from './appointment-errors';
import { findAppointmentRow } from './appointments.repository';
import type { AppointmentsDeps } from './appointments-deps';
import { presentAppointments } from './present-appointments';

/**
 * Moves an appointment to another time or doctor, or changes its type (PATCH …/appointments/:id,
 * the calendar's drag and drop). The length follows the type; 409 SLOT_TAKEN when the new time
 * overlaps another appointment of the doctor, 409 OUTSIDE_AVAILABILITY when it lies in an absence,
 * outside working hours or in the past and `override` is not set, and then nothing changes. `moved`: its time or
 * doctor changed, so the patient is told (the caller mails them).
 */
export async function updateAppointment(
  deps: AppointmentsDeps,
  membership: Membership,
  appointmentId: string,
  patch: AppointmentPatchBody,
): Promise<{ appointment: Appointment; moved: boolean }> {
  const { businessId } = membership;
  if (!isUuid(appointmentId)) throw appointmentNotFound();
  if (patch.doctorId !== undefined && !isUuid(patch.doctorId)) throw unknownDoctorId();
  if (patch.typeId !== undefined && !isUuid(patch.typeId)) throw slotUnavailable('typeId');
  const result = await deps.db.transaction(async (tx) => {
    const row = await findAppointmentRow(tx, businessId, appointmentId);
    if (!row || row.status === 'cancelled') throw appointmentNotFound();
    const type = patch.typeId ? await findTypeWithDoctors(tx, businessId, patch.typeId) : undefined;
    if (patch.typeId && !type) throw slotUnavailable('typeId');
    if (patch.doctorId && !(await findDoctor(tx, businessId, patch.doctorId))) throw unknownDoctorId();
    const doctorId = patch.doctorId ?? row.doctorId;
    if (type && doctorId && !type.doctorIds.includes(doctorId)) throw slotUnavailable('typeId');
    const durationMs = type ? type.durationMinutes * 60_000 : row.endsAt.getTime() - row.startsAt.getTime();
    const now = deps.clock.now();
    const start = patch.start ? new Date(patch.start) : row.startsAt;
    const sameTime =
      start.getTime() === row.startsAt.getTime() &&
      durationMs === row.endsAt.getTime() - row.startsAt.getTime() &&
      doctorId === row.doctorId;
    const business = sameTime ? undefined : await findBusiness(tx, businessId);
    if (!sameTime && !business) throw businessNotFound();
    const updated = await reserveSlot(
      tx,
      {
        businessId,
        doctorIds: doctorId ? [doctorId] : [],
        start,
        durationMinutes: durationMs / 60_000,
        now,
        // Only a new time or doctor is checked: changing the type of a past appointment asks nothing.
        rule: {
          kind: 'free',
          availability: business
            ? { timeZone: business.timeZone, override: patch.override === true }
            : 'keep',
        },
      },
      {
        move: row.id,
        changes: { ...(type ? { typeId: type.id, title: type.title } : {}), changedBy: membership.userId },
      },
    );
    const [presented] = await presentAppointments(tx, businessId, [updated]);
    if (movedAway(row, updated)) await releaseSlot(tx, row, now);
    const moved = movedAway(row, updated) || updated.endsAt.getTime() !== row.endsAt.getTime();
    return { appointment: presented!, moved };
  });
  deps.realtime.appointmentsChanged(businessId);
  return result;
}
