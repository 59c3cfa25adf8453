import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../errors/app-error';
import type { Membership } from '../memberships/membership';
import { findPatient, updatePatientContact } from '../patients/patients.service';
import { appointmentNotFound } from './appointment-errors';
import { findAppointmentRow } from './appointments.repository';
import type { AppointmentsDeps } from './appointments-deps';
import { newContact, presentAppointments } from './present-appointments';

const identityTaken = () =>
  new AppError(409, 'CONFLICT', 'Another patient has this name and phone number', {
    fields: { phone: 'identityTaken' },
  });

/**
 * POST …/appointments/:appointmentId/accept-contact: staff take the phone and e-mail a booking gave
 * into the patient's record (issue 16: a public booking no longer changes the record by itself).
 * Only what differs changes; accepting twice is fine. Answers the appointment as it is now.
 */
export async function acceptBookingContact(
  deps: AppointmentsDeps,
  membership: Membership,
  appointmentId: string,
): Promise<Appointment> {
  const { businessId } = membership;
  if (!isUuid(appointmentId)) throw appointmentNotFound();
  try {
    const accepted = await deps.db.transaction(async (tx) => {
      const row = await findAppointmentRow(tx, businessId, appointmentId);
      const patient = row?.patientId ? await findPatient(tx, businessId, row.patientId) : undefined;
      if (!row || !patient) throw appointmentNotFound();
      const differs = newContact(row, patient);
      if (differs) {
        await updatePatientContact(
          tx,
          patient,
          { phone: differs.phone ?? undefined, email: differs.email ?? undefined },
          deps.clock.now(),
        );
      }
      const [appointment] = await presentAppointments(tx, businessId, [row]);
      return { appointment: appointment!, changed: differs !== null };
    });
    if (accepted.changed) deps.realtime.appointmentsChanged(businessId);
    return accepted.appointment;
  } catch (error) {
    if (isUniqueViolation(error, 'patients_identity_idx')) throw identityTaken();
    throw error;
  }
}
