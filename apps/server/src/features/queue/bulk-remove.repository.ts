import { and, eq, gte, inArray, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { appointments, patients } from '../../db/schema/appointments';
import { type QueueEntryRow, queueEntries } from '../../db/schema/queue';
import { users } from '../../db/schema/users';

export interface RemovableEntry {
  entry: QueueEntryRow;
  firstName: string;
}

/**
 * The waiting, self-registered entries of a place created in [from, to). Entries added at the desk
 * are not among them (staff saw those people), nor entries in treatment (someone is being served),
 * nor appointment check-ins (a flood cannot make those: each needs a booking's manage link).
 */
function removable(businessId: string, from: Date, to: Date) {
  return and(
    eq(queueEntries.businessId, businessId),
    inArray(queueEntries.status, ['notHere', 'checkIn']),
    isNotNull(queueEntries.tokenHash),
    isNull(queueEntries.appointmentId),
    gte(queueEntries.createdAt, from),
    lt(queueEntries.createdAt, to),
  );
}

/** The entries a bulk removal of the window takes away, locked until its transaction ends. */
export async function lockRemovableEntries(
  db: AppDatabase,
  businessId: string,
  from: Date,
  to: Date,
): Promise<RemovableEntry[]> {
  return db
    .select({ entry: queueEntries, firstName: patients.firstName })
    .from(queueEntries)
    .innerJoin(patients, eq(patients.id, queueEntries.patientId))
    .where(removable(businessId, from, to))
    .orderBy(queueEntries.sortKey)
    .for('update', { of: queueEntries });
}

/** How many entries a bulk removal of the window would take (nothing locked, nothing changed). */
export async function countRemovableEntries(
  db: AppDatabase,
  businessId: string,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(queueEntries)
    .where(removable(businessId, from, to));
  return Number(row?.n ?? 0);
}

export async function deleteEntries(db: AppDatabase, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(queueEntries).where(inArray(queueEntries.id, ids));
}

/**
 * Deletes those of the patients that have nothing else here (no other visit, no appointment):
 * people who existed only for the removed entries, so a flood leaves no names in the patient list.
 */
export async function deletePatientsWithoutHistory(
  db: AppDatabase,
  businessId: string,
  ids: string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await db
    .delete(patients)
    .where(
      and(
        eq(patients.businessId, businessId),
        inArray(patients.id, ids),
        notExists(
          db.select({ one: sql`1` }).from(queueEntries).where(eq(queueEntries.patientId, patients.id)),
        ),
        notExists(
          db.select({ one: sql`1` }).from(appointments).where(eq(appointments.patientId, patients.id)),
        ),
      ),
    )
    .returning({ id: patients.id });
  return deleted.length;
}

/**
 * Deletes those of the users that are temporary and wait nowhere else: the guest accounts the
 * removed entries were made with (their sessions go with them). Returns their ids.
 */
export async function deleteTemporaryUsersWithoutEntries(db: AppDatabase, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const deleted = await db
    .delete(users)
    .where(
      and(
        inArray(users.id, ids),
        eq(users.temporary, true),
        notExists(db.select({ one: sql`1` }).from(queueEntries).where(eq(queueEntries.userId, users.id))),
      ),
    )
    .returning({ id: users.id });
  return deleted.map((row) => row.id);
}
