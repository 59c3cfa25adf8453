import type { PatientAppointmentsLink } from '../patients/patient-links';
import { listPatientAppointmentRows, moveAppointmentRowsToPatient } from './appointments.repository';
import { presentAppointments } from './present-appointments';

/** The appointments' part of the patients feature's port (patient-links.ts). */
export const patientAppointmentsLink: PatientAppointmentsLink = {
  async list(db, businessId, patientId) {
    const rows = await listPatientAppointmentRows(db, businessId, patientId);
    return presentAppointments(db, businessId, rows);
  },
  move: moveAppointmentRowsToPatient,
};
