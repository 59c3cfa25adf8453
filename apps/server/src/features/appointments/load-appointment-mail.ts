import { addressLine } from '@qtify/shared/domain/place-contact';

import type { Config } from '../../config';
import type { AppDatabase } from '../../db/database';
import { findBusiness } from '../businesses/businesses.service';
import { findDoctor } from '../doctors/doctors.service';
import { mailSenderAddress } from '../mail/sender-address';
import { findPatient } from '../patients/patients.service';
import { findAppointmentRow } from './appointments.repository';

export interface AppointmentMailDeps {
  db: AppDatabase;
  config: Pick<Config, 'mailFrom' | 'publicUrl'>;
}

/**
 * What a mail about one appointment needs, and where it goes: the e-mail the booking gave (it
 * belongs to the booking, issue 16), else the patient's. Undefined without an address. It speaks
 * the language the patient booked in (staff bookings: the business's), answers go to the
 * business's e-mail, and its calendar entry names the business as organizer, at its address.
 */
export async function loadAppointmentMail(
  deps: AppointmentMailDeps,
  businessId: string,
  appointmentId: string,
) {
  const { db } = deps;
  const business = await findBusiness(db, businessId);
  const appointment = business ? await findAppointmentRow(db, businessId, appointmentId) : undefined;
  if (!business || !appointment) return undefined;
  // An erased patient's past appointment names nobody: no mail.
  const patient = appointment.patientId
    ? await findPatient(db, business.id, appointment.patientId)
    : undefined;
  const to = appointment.contactEmail ?? patient?.email;
  if (!patient || !to) return undefined;
  const doctor = appointment.doctorId ? await findDoctor(db, business.id, appointment.doctorId) : undefined;
  return {
    to,
    replyTo: business.email ?? undefined,
    firstName: patient.firstName,
    languageId: appointment.languageId ?? business.languageId,
    industry: business.industry,
    businessName: business.name,
    businessPublicId: business.publicId,
    businessPhone: business.phone,
    location: addressLine({
      street: business.addressStreet ?? '',
      postalCode: business.addressPostalCode ?? '',
      city: business.addressCity ?? '',
      country: business.addressCountry ?? '',
    }),
    organizer: { name: business.name, email: business.email ?? mailSenderAddress(deps.config) },
    attendee: { name: `${patient.firstName} ${patient.lastName}`, email: to },
    sequence: appointment.icsSequence,
    timeZone: business.timeZone,
    appointmentId: appointment.id,
    title: appointment.title,
    doctorName: doctor?.name ?? null,
    partySize: appointment.partySize,
    start: appointment.startsAt,
    end: appointment.endsAt,
    /**
     * The address came from a public booking (anyone can name anyone's): every mail to it counts
     * against its budget of public mails. Staff typed the address of a booking they made.
     */
    bookedOnline: appointment.bookedOnline,
    /** A booking request not yet confirmed: its mail says so and carries no calendar entry. */
    requested: appointment.confirmation === 'requested',
  };
}

export type AppointmentMail = NonNullable<Awaited<ReturnType<typeof loadAppointmentMail>>>;
