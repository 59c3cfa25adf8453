import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { memberships } from '../../db/schema/memberships';
import { users } from '../../db/schema/users';
import type { Membership } from './membership';

export async function insertMembership(
  db: AppDatabase,
  values: Membership & { createdAt: Date },
): Promise<void> {
  await db.insert(memberships).values(values);
}

/** The tenancy check of every business-scoped request (the primary key answers it). */
export async function findMembership(
  db: AppDatabase,
  userId: string,
  businessId: string,
): Promise<Membership | undefined> {
  const [row] = await db
    .select({ userId: memberships.userId, businessId: memberships.businessId, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.businessId, businessId)));
  return row;
}

/**
 * For every user whose active business is `businessId`, activates their most recently joined
 * other business, or none. Run before deleting the business, in the same transaction.
 */
export async function activateOtherBusiness(db: AppDatabase, businessId: string, now: Date): Promise<void> {
  const latestOther = db
    .select({ businessId: memberships.businessId })
    .from(memberships)
    .where(and(eq(memberships.userId, users.id), ne(memberships.businessId, businessId)))
    .orderBy(desc(memberships.createdAt), desc(memberships.businessId))
    .limit(1);
  await db
    .update(users)
    .set({ activeBusinessId: sql`(${latestOther})`, updatedAt: now })
    .where(eq(users.activeBusinessId, businessId));
}

/** The business's members with their names, by last and first name. */
export function listMemberNameRows(
  db: AppDatabase,
  businessId: string,
): Promise<{ userId: string; firstName: string; lastName: string; role: string }[]> {
  return db
    .select({
      userId: memberships.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.businessId, businessId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(memberships.userId));
}
