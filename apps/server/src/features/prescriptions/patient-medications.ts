import type { Medication } from '@qtify/shared/schemas/prescription-schemas';
import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import * as patients from '../patients/patients.service';
import { listMedicationRows, replaceMedicationRows } from './medications.repository';
import { prescriptionNotFound } from './prescription-errors';
import type { PrescriptionsDeps } from './prescriptions-deps';

const present = (row: { name: string; dose: string | null; note: string | null }): Medication => ({
  name: row.name,
  dose: row.dose,
  note: row.note,
});

/** The patient's long-term medications, in the practice's order. */
export async function listMedications(
  db: AppDatabase,
  businessId: string,
  patientId: string,
): Promise<Medication[]> {
  return (await listMedicationRows(db, businessId, patientId)).map(present);
}

/** GET …/patients/:patientId/medications (404 for another business's patient). */
export async function getMedications(
  db: AppDatabase,
  businessId: string,
  patientId: string,
): Promise<Medication[]> {
  if (!isUuid(patientId) || !(await patients.findPatient(db, businessId, patientId)))
    throw prescriptionNotFound();
  return listMedications(db, businessId, patientId);
}

/** PUT …/patients/:patientId/medications: the whole list; the patient's open page reloads it. */
export async function replaceMedications(
  deps: PrescriptionsDeps,
  businessId: string,
  patientId: string,
  list: Medication[],
): Promise<Medication[]> {
  if (!isUuid(patientId)) throw prescriptionNotFound();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await patients.findPatient(tx, businessId, patientId, { lock: 'update' })))
      throw prescriptionNotFound();
    await replaceMedicationRows(tx, businessId, patientId, list, now);
  });
  deps.realtime.portalChanged(patientId);
  return listMedications(deps.db, businessId, patientId);
}
