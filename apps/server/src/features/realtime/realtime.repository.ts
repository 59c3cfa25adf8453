import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { memberships } from '../../db/schema/memberships';
import { patientPortalLinks } from '../../db/schema/prescriptions';
import { queueEntries } from '../../db/schema/queue';

export interface EntryRooms {
  id: string;
  businessId: string;
  userId: string | null;
  open: boolean;
}

/** The businesses whose staff room a user may join. */
export async function listMemberBusinessIds(db: AppDatabase, userId: string): Promise<string[]> {
  const rows = await db
    .select({ businessId: memberships.businessId })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return rows.map((row) => row.businessId);
}

/** The user's queue entries that are not finished (a patient may wait in several places). */
export async function listOpenEntriesOfUser(
  db: AppDatabase,
  userId: string,
): Promise<{ id: string; businessId: string }[]> {
  return db
    .select({ id: queueEntries.id, businessId: queueEntries.businessId })
    .from(queueEntries)
    .where(and(eq(queueEntries.userId, userId), ne(queueEntries.status, 'done')));
}

/** The entry of a patient link's token (by its SHA-256), finished or not. */
export async function findEntryByTokenHash(
  db: AppDatabase,
  tokenHash: string,
): Promise<EntryRooms | undefined> {
  const [row] = await db
    .select({
      id: queueEntries.id,
      businessId: queueEntries.businessId,
      userId: queueEntries.userId,
      status: queueEntries.status,
    })
    .from(queueEntries)
    .where(eq(queueEntries.tokenHash, tokenHash));
  return row && { id: row.id, businessId: row.businessId, userId: row.userId, open: row.status !== 'done' };
}

/** The patient of an active repeat-prescription portal link (by its SHA-256), if any. */
export async function findPortalPatientByTokenHash(
  db: AppDatabase,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ patientId: patientPortalLinks.patientId })
    .from(patientPortalLinks)
    .where(and(eq(patientPortalLinks.tokenHash, tokenHash), isNull(patientPortalLinks.revokedAt)));
  return row?.patientId;
}

/** The patient records a user's account joined a waiting room as (their repeat-prescription pages). */
export async function listPatientIdsOfUser(db: AppDatabase, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ patientId: queueEntries.patientId })
    .from(queueEntries)
    .where(and(eq(queueEntries.userId, userId), isNotNull(queueEntries.patientId)))
    .limit(50);
  return rows.flatMap((row) => (row.patientId ? [row.patientId] : []));
}
