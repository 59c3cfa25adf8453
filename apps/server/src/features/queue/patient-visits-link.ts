import type { Visit } from '@qtify/shared/schemas/patient-schemas';
import type { PatientLink } from '../patients/patient-links';
import { listPatientEntryRows, moveEntryRowsToPatient } from './queue.repository';

/** The waiting room's part of the patients feature's port (patient-links.ts): the visits. */
export const patientVisitsLink: PatientLink<Visit> = {
  async list(db, businessId, patientId) {
    const rows = await listPatientEntryRows(db, businessId, patientId);
    return rows.map((visit) => ({
      id: visit.id,
      status: visit.status,
      outcome: visit.outcome,
      createdAt: visit.createdAt.toISOString(),
      calledAt: visit.calledAt?.toISOString() ?? null,
      finishedAt: visit.finishedAt?.toISOString() ?? null,
    }));
  },
  move: moveEntryRowsToPatient,
};
