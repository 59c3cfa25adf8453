import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type PatientRow, patients } from '../../db/schema/appointments';

/**
 * Locks two patients of the business for a merge, always in id order: two merges of the same pair
 * in opposite directions queue behind each other instead of deadlocking. Returns what it found.
 */
export async function lockPatientPair(
  tx: AppDatabase,
  businessId: string,
  ids: [string, string],
): Promise<PatientRow[]> {
  return tx
    .select()
    .from(patients)
    .where(and(eq(patients.businessId, businessId), inArray(patients.id, ids)))
    .orderBy(asc(patients.id))
    .for('update');
}

export type PatientFill = Partial<
  Pick<PatientRow, 'birthdate' | 'phone' | 'identityKey' | 'email' | 'svnr' | 'note' | 'marketingConsentAt'>
>;

/** Writes the fields a merge filled in from the other record. */
export async function fillPatientRow(
  tx: AppDatabase,
  businessId: string,
  patientId: string,
  fill: PatientFill,
  now: Date,
): Promise<PatientRow | undefined> {
  const [row] = await tx
    .update(patients)
    .set({ ...fill, updatedAt: now })
    .where(and(eq(patients.id, patientId), eq(patients.businessId, businessId)))
    .returning();
  return row;
}

/** Deletes the merged-away record (nothing points at it any more). */
export async function deleteMergedPatientRow(
  tx: AppDatabase,
  businessId: string,
  patientId: string,
): Promise<void> {
  await tx.delete(patients).where(and(eq(patients.id, patientId), eq(patients.businessId, businessId)));
}
