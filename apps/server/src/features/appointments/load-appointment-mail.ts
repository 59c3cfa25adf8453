import type { AppDatabase } from '../../db/database';
import { findBusiness } from '../businesses/businesses.service';
import { findDoctor } from '../doctors/doctors.service';
import { findPatient } from '../patients/patients.service';
import { findAppointmentRow } from './appointments.repository';

/**
 * What a mail about one appointment needs, and where it goes: the e-mail the booking gave (it
 * belongs to the booking, issue 16), else the patient's. Undefined without an address.
 */
export async function loadAppointmentMail(db: AppDatabase, businessId: string, appointmentId: string) {
  const business = await findBusiness(db, businessId);
  const appointment = business ? await findAppointmentRow(db, businessId, appointmentId) : undefined;
  if (!business || !appointment) return undefined;
  const patient = await findPatient(db, business.id, appointment.patientId);
  const to = appointment.contactEmail ?? patient?.email;
  if (!patient || !to) return undefined;
  const doctor = appointment.doctorId ? await findDoctor(db, business.id, appointment.doctorId) : undefined;
  return {
    to,
    firstName: patient.firstName,
    languageId: business.languageId,
    industry: business.industry,
    businessName: business.name,
    businessPublicId: business.publicId,
    timeZone: business.timeZone,
    appointmentId: appointment.id,
    title: appointment.title,
    doctorName: doctor?.name ?? null,
    partySize: appointment.partySize,
    start: appointment.startsAt,
    end: appointment.endsAt,
  };
}
