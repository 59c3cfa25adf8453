import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type UserRow, users } from '../../db/schema/users';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'email'
    | 'passwordHash'
    | 'firstName'
    | 'lastName'
    | 'languageId'
    | 'notificationsEnabled'
    | 'temporary'
    | 'expiresAt'
    | 'activeBusinessId'
  >
>;

export const USERS_EMAIL_KEY = 'users_email_lower_key';

export async function findUserById(db: AppDatabase, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** By e-mail, whatever its case (the unique index is on lower(email), so this uses it). */
export async function findUserByEmail(db: AppDatabase, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/** Throws a unique violation on USERS_EMAIL_KEY when the e-mail is taken. */
export async function insertUser(db: AppDatabase, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row as UserRow;
}

export async function updateUser(
  db: AppDatabase,
  id: string,
  patch: UserPatch,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Records activity; a temporary user's expiry moves with it. */
export async function touchUser(
  db: AppDatabase,
  id: string,
  now: Date,
  expiresAt: Date | null,
): Promise<void> {
  await db
    .update(users)
    .set(expiresAt ? { lastActiveAt: now, expiresAt } : { lastActiveAt: now })
    .where(eq(users.id, id));
}

/** Deletes up to `limit` temporary users that expired by `now` (their sessions cascade); returns the count. */
/** Deletes up to `limit` temporary users that expired by `now`; returns their ids. */
export async function deleteExpiredTemporaryUsers(
  db: AppDatabase,
  now: Date,
  limit: number,
): Promise<string[]> {
  const expired = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.temporary, true), lte(users.expiresAt, now)))
    .limit(limit);
  const deleted = await db.delete(users).where(inArray(users.id, expired)).returning({ id: users.id });
  return deleted.map((row) => row.id);
}

/** "First Last" of each user id (who changed an appointment); unknown ids are left out. */
export async function findUserNames(db: AppDatabase, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}
