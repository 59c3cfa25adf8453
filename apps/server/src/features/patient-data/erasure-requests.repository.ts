import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { patients } from '../../db/schema/appointments';
import { type ErasureRequestRow, erasureRequests } from '../../db/schema/erasure-requests';

export type ErasureRequestWithPatient = ErasureRequestRow & {
  patient: { id: string; firstName: string; lastName: string } | null;
};

/**
 * The patient's open request, created now unless one is open already (asking twice answers the
 * first: the partial unique index keeps one open request per patient).
 */
export async function insertOrFindOpenRequest(
  db: AppDatabase,
  values: Pick<ErasureRequestRow, 'businessId' | 'patientId' | 'source' | 'requestedAt' | 'dueAt'>,
): Promise<{ row: ErasureRequestRow; created: boolean }> {
  const [inserted] = await db
    .insert(erasureRequests)
    .values(values)
    .onConflictDoNothing({ target: erasureRequests.patientId, where: sql`status = 'open'` })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [open] = await db
    .select()
    .from(erasureRequests)
    .where(
      and(eq(erasureRequests.patientId, values.patientId as string), eq(erasureRequests.status, 'open')),
    );
  return { row: open as ErasureRequestRow, created: false };
}

/** The patient's latest request (open, or how the last one ended). */
export async function findLatestRequest(
  db: AppDatabase,
  patientId: string,
): Promise<ErasureRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(eq(erasureRequests.patientId, patientId))
    .orderBy(desc(erasureRequests.requestedAt))
    .limit(1);
  return row;
}

function selectWithPatient(db: AppDatabase) {
  return db
    .select({
      request: erasureRequests,
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
    })
    .from(erasureRequests)
    .leftJoin(patients, eq(patients.id, erasureRequests.patientId));
}

function withPatient(row: {
  request: ErasureRequestRow;
  patientId: string | null;
  firstName: string | null;
  lastName: string | null;
}): ErasureRequestWithPatient {
  const { request, patientId, firstName, lastName } = row;
  return {
    ...request,
    patient: patientId && firstName && lastName ? { id: patientId, firstName, lastName } : null,
  };
}

/** A business's requests of one status (with the patient's name while the record exists), oldest first. */
export async function listRequests(
  db: AppDatabase,
  businessId: string,
  status: ErasureRequestRow['status'],
): Promise<ErasureRequestWithPatient[]> {
  const found = await selectWithPatient(db)
    .where(and(eq(erasureRequests.businessId, businessId), eq(erasureRequests.status, status)))
    .orderBy(asc(erasureRequests.requestedAt))
    .limit(500);
  return found.map(withPatient);
}

/** One request of the business with its patient's name. */
export async function findRequestWithPatient(
  db: AppDatabase,
  businessId: string,
  requestId: string,
): Promise<ErasureRequestWithPatient | undefined> {
  const [row] = await selectWithPatient(db).where(
    and(eq(erasureRequests.id, requestId), eq(erasureRequests.businessId, businessId)),
  );
  return row && withPatient(row);
}

export async function findRequest(
  db: AppDatabase,
  businessId: string,
  requestId: string,
  options: { lock?: boolean } = {},
): Promise<ErasureRequestRow | undefined> {
  const query = db
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.id, requestId), eq(erasureRequests.businessId, businessId)));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/**
 * A merge moves the merged-away record's requests to the kept one. Where both have an open request
 * the kept one's stays (it is the same person's wish, and one open request per patient is the rule).
 */
export async function moveRequests(
  tx: AppDatabase,
  businessId: string,
  fromPatientId: string,
  intoPatientId: string,
): Promise<number> {
  await tx.execute(
    sql`DELETE FROM erasure_requests r WHERE r.business_id = ${businessId}::uuid
          AND r.patient_id = ${fromPatientId}::uuid AND r.status = 'open'
          AND EXISTS (SELECT 1 FROM erasure_requests o WHERE o.patient_id = ${intoPatientId}::uuid AND o.status = 'open')`,
  );
  const moved = await tx
    .update(erasureRequests)
    .set({ patientId: intoPatientId })
    .where(and(eq(erasureRequests.businessId, businessId), eq(erasureRequests.patientId, fromPatientId)))
    .returning({ id: erasureRequests.id });
  return moved.length;
}

/** Marks the patient's open request done (the erasure ran), before the record goes. */
export async function completeOpenRequests(
  db: AppDatabase,
  patientId: string,
  byUserId: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(erasureRequests)
    .set({ status: 'done', decidedAt: now, decidedBy: byUserId })
    .where(and(eq(erasureRequests.patientId, patientId), eq(erasureRequests.status, 'open')));
}

/** Staff decline an open request with the reason the patient reads; undefined when it was not open. */
export async function declineRequest(
  db: AppDatabase,
  requestId: string,
  reason: string,
  byUserId: string,
  now: Date,
): Promise<ErasureRequestRow | undefined> {
  const [row] = await db
    .update(erasureRequests)
    .set({ status: 'declined', decidedAt: now, decidedBy: byUserId, declineReason: reason })
    .where(and(eq(erasureRequests.id, requestId), eq(erasureRequests.status, 'open')))
    .returning();
  return row;
}

/** Open requests whose time has come (the job erases them), at most `limit`. */
export async function listDueRequests(
  db: AppDatabase,
  now: Date,
  limit: number,
): Promise<ErasureRequestRow[]> {
  return db
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.status, 'open'), lte(erasureRequests.dueAt, now)))
    .orderBy(asc(erasureRequests.dueAt))
    .limit(limit);
}

/** How many open requests a business has (the count staff see). */
export async function countOpenRequests(db: AppDatabase, businessId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(erasureRequests)
    .where(and(eq(erasureRequests.businessId, businessId), eq(erasureRequests.status, 'open')));
  return row?.count ?? 0;
}
