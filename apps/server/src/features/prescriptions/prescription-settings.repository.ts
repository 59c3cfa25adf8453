import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type PrescriptionSettingsRow, prescriptionSettings } from '../../db/schema/prescriptions';

// The practice's rules for repeat prescriptions: one row per business, absent until first saved.

export async function findSettingsRow(
  db: AppDatabase,
  businessId: string,
): Promise<PrescriptionSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(prescriptionSettings)
    .where(eq(prescriptionSettings.businessId, businessId));
  return row;
}

export async function saveSettingsRow(
  db: AppDatabase,
  values: Omit<PrescriptionSettingsRow, 'updatedAt'>,
  now: Date,
): Promise<PrescriptionSettingsRow> {
  const [row] = await db
    .insert(prescriptionSettings)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({ target: prescriptionSettings.businessId, set: { ...values, updatedAt: now } })
    .returning();
  return row as PrescriptionSettingsRow;
}
