import type { Appointment, StaffAppointmentBody } from '@qtify/shared/schemas/booking-schemas';
import { isConstraintViolation } from '../../db/is-constraint-violation';
import { findTypeWithDoctors } from '../appointment-types/appointment-types.service';
import { newOpaqueToken } from '../auth/opaque-token';
import { businessNotFound } from '../businesses/business-errors';
import { findBusiness } from '../businesses/businesses.service';
import { findDoctor } from '../doctors/doctors.service';
import type { Membership } from '../memberships/membership';
import { reserveSlot } from '../scheduling/reserve-slot';
import { slotUnavailable } from '../scheduling/scheduling-errors';
import { unknownDoctorId } from './appointment-errors';
import type { AppointmentsDeps } from './appointments-deps';
import { presentAppointments } from './present-appointments';
import { assertStaffBooking, staffBookingPatient } from './staff-patient';

export interface CreatedAppointment {
  appointment: Appointment;
  /** For the confirmation mail, when the patient has an e-mail address. */
  manageToken: string;
  email: string | null;
}

/**
 * Staff book for a patient (POST …/appointments), e.g. on the phone or by selecting a range in the
 * calendar. Unlike patients, staff may book outside working times (a practice squeezes someone
 * in) once they confirmed the warning (409 OUTSIDE_AVAILABILITY, then `override`), but never over
 * another appointment of the doctor: reserveSlot answers 409 SLOT_TAKEN.
 */
export async function createAppointment(
  deps: AppointmentsDeps,
  membership: Membership,
  body: StaffAppointmentBody,
): Promise<CreatedAppointment> {
  const { businessId } = membership;
  assertStaffBooking(body);
  const now = deps.clock.now();
  const { token, tokenHash } = newOpaqueToken();

  try {
    const created = await deps.db.transaction(async (tx) => {
      const business = await findBusiness(tx, businessId);
      if (!business) throw businessNotFound();
      const type = await findTypeWithDoctors(tx, businessId, body.typeId);
      if (!type) throw slotUnavailable('typeId');
      if (!(await findDoctor(tx, businessId, body.doctorId))) throw unknownDoctorId();
      if (!type.doctorIds.includes(body.doctorId)) throw slotUnavailable('doctorId');
      const row = await reserveSlot(
        tx,
        {
          businessId,
          doctorIds: [body.doctorId],
          start: new Date(body.start),
          durationMinutes: type.durationMinutes,
          // Staff may seat a party anywhere (as they may book outside working times): no fit check.
          partySize: body.partySize,
          now,
          rule: {
            kind: 'free',
            availability: { timeZone: business.timeZone, override: body.override === true },
          },
        },
        {
          create: async () => {
            const patient = await staffBookingPatient(tx, businessId, body, now);
            return {
              patientId: patient.id,
              typeId: type.id,
              title: type.title,
              note: body.note ?? null,
              manageTokenHash: tokenHash,
              changedBy: membership.userId,
            };
          },
        },
      );
      const [appointment] = await presentAppointments(tx, businessId, [row]);
      return { appointment: appointment!, manageToken: token, email: body.email ?? null };
    });
    deps.realtime.appointmentsChanged(businessId);
    return created;
  } catch (error) {
    if (isConstraintViolation(error, '23503')) throw slotUnavailable();
    throw error;
  }
}
