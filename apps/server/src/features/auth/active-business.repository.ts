import type { Industry } from '@qtify/shared/domain/industry';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type BusinessRow, businesses } from '../../db/schema/businesses';
import { memberships } from '../../db/schema/memberships';
import { users } from '../../db/schema/users';

// The user's view carries their active business; the accounts read it here rather than through
// the businesses feature, which builds on the accounts (a business is created by a user).

/**
 * The user's active business, if they are still a member of it: a membership that ended leaves
 * the column pointing at a business that is no longer theirs, and that must not show.
 */
export async function findActiveBusiness(db: AppDatabase, userId: string): Promise<BusinessRow | undefined> {
  const [row] = await db
    .select({ business: businesses })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.activeBusinessId))
    .innerJoin(memberships, and(eq(memberships.businessId, businesses.id), eq(memberships.userId, users.id)))
    .where(eq(users.id, userId));
  return row?.business;
}

/** Every business of the user with their role there, oldest membership first (the switcher). */
export function listUserMemberships(db: AppDatabase, userId: string) {
  return db
    .select({
      businessId: businesses.id,
      name: businesses.name,
      industry: sql<Industry>`${businesses.industry}`,
      role: memberships.role,
      doctorId: memberships.doctorId,
    })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(eq(memberships.userId, userId))
    .orderBy(memberships.createdAt, memberships.businessId);
}
