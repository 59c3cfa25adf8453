import type { AppContext } from '../../app-context';
import { findAppointmentRow } from '../appointments/appointments.repository';
import { findPatientRow } from '../appointments/patients.repository';
import { findBusinessById } from '../businesses/businesses.repository';
import { findDoctorRow } from '../doctors/doctors.repository';
import { bookingMail } from './booking-mail';

export interface BookingMailRequest {
  businessId: string;
  appointmentId: string;
  manageToken: string;
  /** Site origin the link points to (PUBLIC_URL or the request's). */
  origin: string;
}

/** Sends the confirmation after the answer (a slow mail server never holds up a booking). */
export function queueBookingMail(context: AppContext, request: BookingMailRequest): void {
  context.tasks.run('booking confirmation mail', async () => {
    const db = context.database.db;
    const [business, appointment] = await Promise.all([
      findBusinessById(db, request.businessId),
      findAppointmentRow(db, request.businessId, request.appointmentId),
    ]);
    if (!business || !appointment) return;
    const [patient, doctor] = await Promise.all([
      findPatientRow(db, business.id, appointment.patientId),
      appointment.doctorId ? findDoctorRow(db, business.id, appointment.doctorId) : undefined,
    ]);
    if (!patient?.email) return;
    const link = `${request.origin}/bookingflow/booking?token=${request.manageToken}`;
    await context.mailer.send(
      bookingMail({
        to: patient.email,
        firstName: patient.firstName,
        languageId: business.languageId,
        industry: business.industry,
        businessName: business.name,
        timeZone: business.timeZone,
        appointmentId: appointment.id,
        title: appointment.title,
        doctorName: doctor?.name ?? null,
        partySize: appointment.partySize,
        start: appointment.startsAt,
        end: appointment.endsAt,
        now: context.clock.now(),
        link,
      }),
    );
  });
}
