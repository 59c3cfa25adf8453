import type { StaffAppointmentBody } from '@qtify/shared/schemas/booking-schemas';
import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import type { PatientRow } from '../../db/schema/appointments';
import { findPatient, upsertPatient } from '../patients/patients.service';
import { slotUnavailable } from '../scheduling/scheduling-errors';
import { patientNotFound, patientRequired, phoneRequired, unknownDoctorId } from './appointment-errors';

/** What a staff booking (single or series) must name before anything is read: 4xx, nothing changes. */
export function assertStaffBooking(body: StaffAppointmentBody): void {
  if (!isUuid(body.typeId)) throw slotUnavailable('typeId');
  if (!isUuid(body.doctorId)) throw unknownDoctorId();
  if (body.patientId === undefined) {
    if (!body.firstName || !body.lastName) throw patientRequired();
    if (!body.phone) throw phoneRequired();
  } else if (!isUuid(body.patientId)) throw patientNotFound();
}

/** The patient a staff booking is for: a known one (`patientId`), or found or created by name and phone. */
export async function staffBookingPatient(
  tx: AppDatabase,
  businessId: string,
  body: StaffAppointmentBody,
  now: Date,
): Promise<PatientRow> {
  const patient =
    body.patientId !== undefined
      ? await findPatient(tx, businessId, body.patientId)
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
  return patient;
}
