import type { BusinessRole } from '@qtify/shared/domain/business-roles';
import { isPublicId } from '@qtify/shared/domain/public-id';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type BusinessRow, businesses } from '../../db/schema/businesses';
import { memberships } from '../../db/schema/memberships';

export type NewBusiness = typeof businesses.$inferInsert;
export type BusinessPatch = Partial<
  Pick<
    BusinessRow,
    | 'name'
    | 'industry'
    | 'colorTheme'
    | 'timeZone'
    | 'languageId'
    | 'defaultServiceMinutes'
    | 'selfRegistration'
    | 'remindersEnabled'
    | 'reminderHours'
    | 'walkInRetentionDays'
    | 'currency'
    | 'noShowGraceMinutes'
    | 'alertAhead'
    | 'cancelDeadlineHours'
    | 'minNoticeMinutes'
    | 'horizonDays'
    | 'bufferBeforeMinutes'
    | 'bufferAfterMinutes'
    | 'slotIntervalMinutes'
    | 'maxPerDay'
    | 'knownPatientsOnly'
    | 'needsConfirmation'
    | 'allowDoctorChoice'
    | 'phone'
    | 'email'
    | 'website'
    | 'description'
    | 'addressStreet'
    | 'addressPostalCode'
    | 'addressCity'
    | 'addressCountry'
    | 'openingHours'
    | 'listed'
  >
>;
/** A business as one of its members sees it: with the member's role. */
export type MemberBusiness = BusinessRow & { role: BusinessRole };

/** The unique constraint on businesses.public_id (a freshly drawn id may collide, however rarely). */
export const BUSINESSES_PUBLIC_ID_KEY = 'businesses_public_id_key';

const memberColumns = { business: businesses, role: memberships.role };
const flatten = (row: { business: BusinessRow; role: BusinessRole }): MemberBusiness => ({
  ...row.business,
  role: row.role,
});

/** Throws a unique violation on BUSINESSES_PUBLIC_ID_KEY when the public id is taken. */
export async function insertBusiness(db: AppDatabase, values: NewBusiness): Promise<BusinessRow> {
  const [row] = await db.insert(businesses).values(values).returning();
  return row as BusinessRow;
}

/** The business if `userId` is one of its members; undefined for anyone else's. */
export async function findMemberBusiness(
  db: AppDatabase,
  userId: string,
  businessId: string,
): Promise<MemberBusiness | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(and(eq(memberships.userId, userId), eq(memberships.businessId, businessId)));
  return row && flatten(row);
}

/** The user's businesses, oldest first (the order they joined them in). */
export async function listMemberBusinesses(db: AppDatabase, userId: string): Promise<MemberBusiness[]> {
  const rows = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(businesses.id));
  return rows.map(flatten);
}

export async function updateBusinessRow(
  db: AppDatabase,
  id: string,
  patch: BusinessPatch,
  now: Date,
): Promise<BusinessRow | undefined> {
  const [row] = await db
    .update(businesses)
    .set({ ...patch, updatedAt: now })
    .where(eq(businesses.id, id))
    .returning();
  return row;
}

/** Deletes the business; memberships cascade and users.active_business_id is cleared (0003). */
export async function deleteBusinessRow(db: AppDatabase, id: string): Promise<boolean> {
  const deleted = await db.delete(businesses).where(eq(businesses.id, id)).returning({ id: businesses.id });
  return deleted.length > 0;
}

/** The business of a public id; anything that is no public id (e.g. text with a NUL byte, which the database refuses) finds none without a query. */
export async function findBusinessByPublicId(
  db: AppDatabase,
  publicId: string,
): Promise<BusinessRow | undefined> {
  if (!isPublicId(publicId)) return undefined;
  const [row] = await db.select().from(businesses).where(eq(businesses.publicId, publicId));
  return row;
}

export async function findBusinessById(db: AppDatabase, id: string): Promise<BusinessRow | undefined> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id));
  return row;
}
