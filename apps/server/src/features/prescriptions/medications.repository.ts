import { and, asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type PatientMedicationRow, patientMedications } from '../../db/schema/prescriptions';

// A patient's long-term medications; every function is scoped by the business id.

export type MedicationValues = Pick<PatientMedicationRow, 'name' | 'dose' | 'note'>;

export function listMedicationRows(
  db: AppDatabase,
  businessId: string,
  patientId: string,
): Promise<PatientMedicationRow[]> {
  return db
    .select()
    .from(patientMedications)
    .where(and(eq(patientMedications.businessId, businessId), eq(patientMedications.patientId, patientId)))
    .orderBy(asc(patientMedications.position));
}

/** Replaces the list (use a transaction). */
export async function replaceMedicationRows(
  db: AppDatabase,
  businessId: string,
  patientId: string,
  list: MedicationValues[],
  now: Date,
): Promise<void> {
  await db
    .delete(patientMedications)
    .where(and(eq(patientMedications.businessId, businessId), eq(patientMedications.patientId, patientId)));
  if (list.length === 0) return;
  await db
    .insert(patientMedications)
    .values(list.map((item, position) => ({ ...item, businessId, patientId, position, updatedAt: now })));
}
