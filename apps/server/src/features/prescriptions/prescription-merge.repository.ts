import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { patientMedications, patientPortalLinks, prescriptionRequests } from '../../db/schema/prescriptions';

/**
 * A merge of two patients (inside its transaction): the merged-away one's requests move to the
 * kept one; their long-term medications join the kept list after it, except names it has already;
 * their portal links move too unless the kept one has an active link (then theirs are deleted). Answers
 * how many rows moved.
 */
export async function movePrescriptionRows(
  tx: AppDatabase,
  businessId: string,
  fromPatientId: string,
  intoPatientId: string,
): Promise<number> {
  const scoped = (patientId: string) =>
    and(eq(prescriptionRequests.businessId, businessId), eq(prescriptionRequests.patientId, patientId));
  const requests = await tx
    .update(prescriptionRequests)
    .set({ patientId: intoPatientId })
    .where(scoped(fromPatientId))
    .returning({ id: prescriptionRequests.id });

  const kept = await tx
    .select({ name: patientMedications.name, position: patientMedications.position })
    .from(patientMedications)
    .where(
      and(eq(patientMedications.businessId, businessId), eq(patientMedications.patientId, intoPatientId)),
    );
  const names = new Set(kept.map((row) => row.name.toLowerCase()));
  let position = kept.reduce((max, row) => Math.max(max, row.position + 1), 0);
  const theirs = await tx
    .select()
    .from(patientMedications)
    .where(
      and(eq(patientMedications.businessId, businessId), eq(patientMedications.patientId, fromPatientId)),
    )
    .orderBy(patientMedications.position);
  const moving = theirs.filter((row) => !names.has(row.name.toLowerCase()));
  for (const row of moving) {
    await tx
      .update(patientMedications)
      .set({ patientId: intoPatientId, position: position++ })
      .where(eq(patientMedications.id, row.id));
  }
  const doubles = theirs.filter((row) => names.has(row.name.toLowerCase())).map((row) => row.id);
  if (doubles.length > 0) await tx.delete(patientMedications).where(inArray(patientMedications.id, doubles));

  const activeOfKept = await tx
    .select({ id: patientPortalLinks.id })
    .from(patientPortalLinks)
    .where(and(eq(patientPortalLinks.patientId, intoPatientId), isNull(patientPortalLinks.revokedAt)));
  if (activeOfKept.length > 0) {
    await tx.delete(patientPortalLinks).where(eq(patientPortalLinks.patientId, fromPatientId));
  }
  const links = await tx
    .update(patientPortalLinks)
    .set({ patientId: intoPatientId })
    .where(
      and(eq(patientPortalLinks.businessId, businessId), eq(patientPortalLinks.patientId, fromPatientId)),
    )
    .returning({ id: patientPortalLinks.id });
  return requests.length + moving.length + links.length;
}
