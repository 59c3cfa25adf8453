import type { BusinessRole } from '@qtify/shared/domain/business-roles';
import { and, asc, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { memberships } from '../../db/schema/memberships';
import { users } from '../../db/schema/users';
import type { Membership } from './membership';

const membershipColumns = {
  userId: memberships.userId,
  businessId: memberships.businessId,
  role: memberships.role,
  doctorId: memberships.doctorId,
  lastActiveAt: memberships.lastActiveAt,
};

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
    .select(membershipColumns)
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.businessId, businessId)));
  return row;
}

/** Sets last_active_at unless it was set after `staleBefore` (one cheap write every few minutes). */
export async function touchMembership(
  db: AppDatabase,
  userId: string,
  businessId: string,
  now: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .update(memberships)
    .set({ lastActiveAt: now })
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.businessId, businessId),
        or(isNull(memberships.lastActiveAt), lt(memberships.lastActiveAt, staleBefore)),
      ),
    );
}

/** The business's members with their names and addresses, owner first, then by name. */
export function listMemberRows(db: AppDatabase, businessId: string) {
  return db
    .select({
      ...membershipColumns,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.businessId, businessId))
    .orderBy(sql`${memberships.role} = 'owner' DESC`, asc(users.lastName), asc(users.firstName));
}

export async function updateMembership(
  db: AppDatabase,
  userId: string,
  businessId: string,
  changes: { role?: BusinessRole; doctorId?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(memberships)
    .set(changes)
    .where(and(eq(memberships.userId, userId), eq(memberships.businessId, businessId)))
    .returning({ userId: memberships.userId });
  return rows.length > 0;
}

export async function deleteMembership(
  db: AppDatabase,
  userId: string,
  businessId: string,
): Promise<boolean> {
  const rows = await db
    .delete(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.businessId, businessId)))
    .returning({ userId: memberships.userId });
  return rows.length > 0;
}

/**
 * For every user whose active business is `businessId` (only `userId`, when given), activates
 * their most recently joined other business, or none. Run before deleting the business or a
 * membership, in the same transaction.
 */
export async function activateOtherBusiness(
  db: AppDatabase,
  businessId: string,
  now: Date,
  userId?: string,
): Promise<void> {
  const latestOther = db
    .select({ businessId: memberships.businessId })
    .from(memberships)
    .where(and(eq(memberships.userId, users.id), ne(memberships.businessId, businessId)))
    .orderBy(desc(memberships.createdAt), desc(memberships.businessId))
    .limit(1);
  await db
    .update(users)
    .set({ activeBusinessId: sql`(${latestOther})`, updatedAt: now })
    .where(and(eq(users.activeBusinessId, businessId), userId ? eq(users.id, userId) : undefined));
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
