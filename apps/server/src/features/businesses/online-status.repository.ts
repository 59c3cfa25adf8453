import { isPublicId } from '@qtify/shared/domain/public-id';
import { and, eq, exists, isNotNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type BusinessRow, businesses } from '../../db/schema/businesses';
import { doctors, workingTimes } from '../../db/schema/doctors';
import { memberships } from '../../db/schema/memberships';
import { users } from '../../db/schema/users';

/**
 * The business of a public id and whether it is open online: whether one of its owners has
 * verified their e-mail address. One query; nothing that is no public id reaches the database.
 */
export async function findBusinessOnlineStatus(
  db: AppDatabase,
  publicId: string,
): Promise<{ business: BusinessRow; openOnline: boolean } | undefined> {
  if (!isPublicId(publicId)) return undefined;
  const verifiedOwner = db
    .select({ one: sql`1` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.businessId, businesses.id),
        eq(memberships.role, 'owner'),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  const [row] = await db
    .select({ business: businesses, openOnline: exists(verifiedOwner) })
    .from(businesses)
    .where(eq(businesses.publicId, publicId));
  return row ? { business: row.business, openOnline: Boolean(row.openOnline) } : undefined;
}

/**
 * How many persons each table of the business seats: the public page tells a larger party to call.
 * Read here rather than through the doctors feature, which builds on the businesses (not back).
 */
export async function listTableSizes(
  db: AppDatabase,
  businessId: string,
): Promise<{ partySize: number | null }[]> {
  return db.select({ partySize: doctors.partySize }).from(doctors).where(eq(doctors.businessId, businessId));
}

/** The working times of all its doctors (minutes since midnight): its opening hours when it set none. */
export async function listBusinessWorkingTimes(
  db: AppDatabase,
  businessId: string,
): Promise<{ weekday: number; startMinute: number; endMinute: number }[]> {
  return db
    .select({
      weekday: workingTimes.weekday,
      startMinute: workingTimes.startMinute,
      endMinute: workingTimes.endMinute,
    })
    .from(workingTimes)
    .innerJoin(doctors, eq(doctors.id, workingTimes.doctorId))
    .where(eq(doctors.businessId, businessId));
}
