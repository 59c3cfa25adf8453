import type { Appointment, StaffAppointmentBody } from '@qtify/shared/schemas/booking-schemas';
import { isConstraintViolation } from '../../db/is-constraint-violation';
import { isUuid } from '../../db/is-uuid';
import { findAppointmentTypeRow, withDoctorIds } from '../appointment-types/appointment-types.repository';
import { newOpaqueToken } from '../auth/opaque-token';
import type { Membership } from '../businesses/memberships.repository';
import { findDoctorRow } from '../doctors/doctors.repository';
import {
  patientNotFound,
  patientRequired,
  phoneRequired,
  slotTaken,
  slotUnavailable,
  unknownDoctorId,
} from './appointment-errors';
import { insertAppointment, lockDoctorSchedules } from './appointments.repository';
import type { AppointmentsDeps } from './appointments-deps';
import { findPatientRow, upsertPatient } from './patients.repository';
import { presentAppointments } from './present-appointments';

export interface CreatedAppointment {
  appointment: Appointment;
  /** For the confirmation mail, when the patient has an e-mail address. */
  manageToken: string;
  email: string | null;
}

/**
 * Staff book for a patient (POST …/appointments), e.g. on the phone or by selecting a range in the
 * calendar. Unlike patients, staff may book outside working times (a practice squeezes someone
 * in), but never over another appointment of the doctor: the exclusion constraint answers 409.
 */
export async function createAppointment(
  deps: AppointmentsDeps,
  membership: Membership,
  body: StaffAppointmentBody,
): Promise<CreatedAppointment> {
  const { businessId } = membership;
  if (!isUuid(body.typeId)) throw slotUnavailable('typeId');
  if (!isUuid(body.doctorId)) throw unknownDoctorId();
  if (body.patientId === undefined) {
    if (!body.firstName || !body.lastName) throw patientRequired();
    if (!body.phone) throw phoneRequired();
  } else if (!isUuid(body.patientId)) throw patientNotFound();
  const now = deps.clock.now();
  const { token, tokenHash } = newOpaqueToken();

  try {
    const created = await deps.db.transaction(async (tx) => {
      const typeRow = await findAppointmentTypeRow(tx, businessId, body.typeId);
      if (!typeRow) throw slotUnavailable('typeId');
      const [type] = await withDoctorIds(tx, [typeRow]);
      if (!(await findDoctorRow(tx, businessId, body.doctorId))) throw unknownDoctorId();
      if (!type!.doctorIds.includes(body.doctorId)) throw slotUnavailable('doctorId');
      await lockDoctorSchedules(tx, [body.doctorId]);
      const patient =
        body.patientId !== undefined
          ? await findPatientRow(tx, businessId, body.patientId)
          : await upsertPatient(
              tx,
              businessId,
              {
                firstName: body.firstName as string,
                lastName: body.lastName as string,
                phone: body.phone as string,
                email: body.email,
              },
              now,
              // Staff typed it: a new address is the patient's.
              { updateEmail: true },
            );
      if (!patient) throw patientNotFound();
      const start = new Date(body.start);
      const row = await insertAppointment(
        tx,
        {
          businessId,
          doctorId: body.doctorId,
          patientId: patient.id,
          typeId: type!.id,
          title: type!.title,
          startsAt: start,
          endsAt: new Date(start.getTime() + type!.durationMinutes * 60_000),
          note: body.note ?? null,
          // Staff may seat a party anywhere (as they may book outside working times): no fit check.
          partySize: body.partySize ?? null,
          manageTokenHash: tokenHash,
          changedBy: membership.userId,
        },
        now,
      );
      const [appointment] = await presentAppointments(tx, businessId, [row]);
      return { appointment: appointment!, manageToken: token, email: body.email ?? null };
    });
    deps.realtime.appointmentsChanged(businessId);
    return created;
  } catch (error) {
    if (isConstraintViolation(error, '23P01')) throw slotTaken();
    if (isConstraintViolation(error, '23503')) throw slotUnavailable();
    throw error;
  }
}
