import type { AppointmentRow } from '../../db/schema/appointments';
import type { AppointmentArrival } from '../queue/enter-appointment';
import { appointmentWithoutPatient } from './check-in-errors';

/** What the waiting room needs of an appointment to put its patient in the line. */
export function arrivalOf(row: AppointmentRow): AppointmentArrival {
  if (!row.patientId) throw appointmentWithoutPatient();
  return {
    businessId: row.businessId,
    appointmentId: row.id,
    patientId: row.patientId,
    appointment: { start: row.startsAt.toISOString(), typeTitle: row.title, doctorId: row.doctorId },
    partySize: row.partySize,
  };
}
