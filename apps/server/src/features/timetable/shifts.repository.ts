import { type MinuteSpan, rowsOfDay, type WeeklyMinutes } from '@qtify/shared/domain/working-day';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import {
  type StaffShiftExceptionRow,
  type StaffShiftRow,
  staffShiftExceptions,
  staffShifts,
} from '../../db/schema/timetable';

/** The first key of the timetable's locks, apart from the schedules' (scheduling/schedule-locks). */
const TIMETABLE_LOCK_SPACE = 0x51_80;

/**
 * Takes the business's staff timetable until the transaction ends: two replacements of a week or a
 * copy never interleave into a mixed result.
 */
export async function lockStaffTimetable(db: AppDatabase, businessId: string): Promise<void> {
  const key = Number.parseInt(businessId.slice(0, 8), 16) | 0;
  await db.execute(sql`SELECT pg_advisory_xact_lock(${TIMETABLE_LOCK_SPACE}::int, ${key}::int)`);
}

/** Every member's weekly shifts in the business, by member, weekday and start. */
export function listShiftRows(db: AppDatabase, businessId: string): Promise<StaffShiftRow[]> {
  return db
    .select()
    .from(staffShifts)
    .where(eq(staffShifts.businessId, businessId))
    .orderBy(asc(staffShifts.userId), asc(staffShifts.weekday), asc(staffShifts.startMinute));
}

/** Replaces the member's whole week (under lockStaffTimetable). */
export async function replaceShiftRows(
  db: AppDatabase,
  businessId: string,
  userId: string,
  shifts: readonly WeeklyMinutes[],
): Promise<void> {
  await db
    .delete(staffShifts)
    .where(and(eq(staffShifts.businessId, businessId), eq(staffShifts.userId, userId)));
  if (shifts.length > 0) {
    await db.insert(staffShifts).values(shifts.map((shift) => ({ ...shift, businessId, userId })));
  }
}

/** The members' changed dates from `from` to `to` (inclusive), by date and start. */
export function listShiftExceptionRows(
  db: AppDatabase,
  businessId: string,
  from: string,
  to: string,
): Promise<StaffShiftExceptionRow[]> {
  return db
    .select()
    .from(staffShiftExceptions)
    .where(
      and(
        eq(staffShiftExceptions.businessId, businessId),
        gte(staffShiftExceptions.date, from),
        lte(staffShiftExceptions.date, to),
      ),
    )
    .orderBy(asc(staffShiftExceptions.date), sql`${staffShiftExceptions.startMinute} ASC NULLS FIRST`);
}

/** Sets how the member works on these dates (no spans: away), replacing what they had. */
export async function replaceShiftExceptionRows(
  db: AppDatabase,
  businessId: string,
  userId: string,
  days: readonly { date: string; spans: readonly MinuteSpan[] }[],
): Promise<void> {
  if (days.length === 0) return;
  await db.delete(staffShiftExceptions).where(
    and(
      eq(staffShiftExceptions.businessId, businessId),
      eq(staffShiftExceptions.userId, userId),
      inArray(
        staffShiftExceptions.date,
        days.map((day) => day.date),
      ),
    ),
  );
  const values = days.flatMap(({ date, spans }) =>
    rowsOfDay(spans).map((span) => ({ ...span, businessId, userId, date })),
  );
  await db.insert(staffShiftExceptions).values(values);
}

/** Clears changed dates from `from` to `to` (inclusive): one member's, or everyone's without `userId`. */
export async function clearShiftExceptionRows(
  db: AppDatabase,
  businessId: string,
  range: { from: string; to: string; userId?: string },
): Promise<number> {
  const deleted = await db
    .delete(staffShiftExceptions)
    .where(
      and(
        eq(staffShiftExceptions.businessId, businessId),
        range.userId ? eq(staffShiftExceptions.userId, range.userId) : undefined,
        gte(staffShiftExceptions.date, range.from),
        lte(staffShiftExceptions.date, range.to),
      ),
    )
    .returning({ id: staffShiftExceptions.id });
  return deleted.length;
}
