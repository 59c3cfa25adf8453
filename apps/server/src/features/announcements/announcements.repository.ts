import type { AnnouncementAudience } from '@qtify/shared/domain/announcements';
import { and, count, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type AnnouncementRow, announcements } from '../../db/schema/announcements';
import { users } from '../../db/schema/users';

// All SQL of the announcements; every function is scoped by the business id.

export type AnnouncementValues = Pick<AnnouncementRow, 'text' | 'audience' | 'until'>;
/** A row with the name of the member who posted it (null once their account is gone). */
export type AnnouncementWithAuthor = AnnouncementRow & { authorName: string | null };

const current = (now: Date): SQL | undefined => or(isNull(announcements.until), gt(announcements.until, now));

const withAuthor = {
  id: announcements.id,
  businessId: announcements.businessId,
  text: announcements.text,
  audience: announcements.audience,
  until: announcements.until,
  createdBy: announcements.createdBy,
  createdAt: announcements.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

function authorName(row: { firstName: string | null; lastName: string | null }): string | null {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

async function selectWithAuthor(
  db: AppDatabase,
  where: SQL | undefined,
  limit: number,
): Promise<AnnouncementWithAuthor[]> {
  const rows = await db
    .select(withAuthor)
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.createdBy))
    .where(where)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    authorName: authorName({ firstName, lastName }),
  }));
}

export async function insertAnnouncement(
  db: AppDatabase,
  businessId: string,
  createdBy: string,
  values: AnnouncementValues,
  now: Date,
): Promise<AnnouncementRow> {
  const [row] = await db
    .insert(announcements)
    .values({ ...values, businessId, createdBy, createdAt: now })
    .returning();
  return row as AnnouncementRow;
}

export async function findAnnouncement(
  db: AppDatabase,
  businessId: string,
  id: string,
): Promise<AnnouncementWithAuthor | undefined> {
  const [row] = await selectWithAuthor(
    db,
    and(eq(announcements.businessId, businessId), eq(announcements.id, id)),
    1,
  );
  return row;
}

/** The current ones for these audiences, newest first. */
export function listCurrentAnnouncements(
  db: AppDatabase,
  businessId: string,
  audiences: readonly AnnouncementAudience[],
  now: Date,
  limit: number,
): Promise<AnnouncementWithAuthor[]> {
  return selectWithAuthor(
    db,
    and(
      eq(announcements.businessId, businessId),
      inArray(announcements.audience, [...audiences]),
      current(now),
    ),
    limit,
  );
}

/** The latest ended ones, newest first. */
export function listPastAnnouncements(
  db: AppDatabase,
  businessId: string,
  now: Date,
  limit: number,
): Promise<AnnouncementWithAuthor[]> {
  return selectWithAuthor(
    db,
    and(eq(announcements.businessId, businessId), lte(announcements.until, now)),
    limit,
  );
}

export async function countCurrentAnnouncements(
  db: AppDatabase,
  businessId: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(announcements)
    .where(and(eq(announcements.businessId, businessId), current(now)));
  return row?.total ?? 0;
}

export async function updateAnnouncementRow(
  db: AppDatabase,
  businessId: string,
  id: string,
  patch: Partial<AnnouncementValues>,
): Promise<boolean> {
  const updated = await db
    .update(announcements)
    .set(patch)
    .where(and(eq(announcements.businessId, businessId), eq(announcements.id, id)))
    .returning({ id: announcements.id });
  return updated.length > 0;
}

export async function deleteAnnouncementRow(
  db: AppDatabase,
  businessId: string,
  id: string,
): Promise<boolean> {
  const deleted = await db
    .delete(announcements)
    .where(and(eq(announcements.businessId, businessId), eq(announcements.id, id)))
    .returning({ id: announcements.id });
  return deleted.length > 0;
}
