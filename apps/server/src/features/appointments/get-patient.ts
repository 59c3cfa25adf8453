import type { PatientDetails, PatientSummary } from '@qtify/shared/schemas/booking-schemas';
import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import * as patients from '../patients/patients.service';
import { listPatientVisits } from '../queue/queue.service';
import { patientNotFound } from './appointment-errors';
import { listPatientAppointmentRows } from './appointments.repository';
import type { AppointmentsDeps } from './appointments-deps';
import { presentAppointments, presentPatientSummary } from './present-appointments';

/** GET …/patients?q=: up to 50 patients by name or phone. */
export async function searchPatients(
  deps: AppointmentsDeps,
  membership: Membership,
  q: string | undefined,
): Promise<PatientSummary[]> {
  const rows = await patients.searchPatients(deps.db, membership.businessId, q ?? '');
  return rows.map(presentPatientSummary);
}

/** GET …/patients/:patientId: the patient with every appointment (cancelled ones too) and visit. */
export async function getPatient(
  deps: AppointmentsDeps,
  membership: Membership,
  patientId: string,
): Promise<PatientDetails> {
  if (!isUuid(patientId)) throw patientNotFound();
  const row = await patients.findPatient(deps.db, membership.businessId, patientId);
  if (!row) throw patientNotFound();
  const [appointments, visits] = await Promise.all([
    listPatientAppointmentRows(deps.db, membership.businessId, row.id),
    listPatientVisits(deps.db, membership.businessId, row.id),
  ]);
  return {
    ...presentPatientSummary(row),
    note: row.note,
    appointments: await presentAppointments(deps.db, membership.businessId, appointments),
    visits: visits.map((visit) => ({
      id: visit.id,
      status: visit.status,
      outcome: visit.outcome,
      createdAt: visit.createdAt.toISOString(),
      calledAt: visit.calledAt?.toISOString() ?? null,
      finishedAt: visit.finishedAt?.toISOString() ?? null,
    })),
  };
}
