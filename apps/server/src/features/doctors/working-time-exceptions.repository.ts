import { type MinuteSpan, rowsOfDay } from '@qtify/shared/domain/working-day';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type WorkingTimeExceptionRow, workingTimeExceptions } from '../../db/schema/timetable';

/** The changed dates of the given doctors on local dates `from` to `to` (inclusive), by date and start. */
export async function listExceptionRows(
  db: AppDatabase,
  doctorIds: readonly string[],
  from: string,
  to: string,
): Promise<WorkingTimeExceptionRow[]> {
  if (doctorIds.length === 0) return [];
  return db
    .select()
    .from(workingTimeExceptions)
    .where(
      and(
        inArray(workingTimeExceptions.doctorId, [...doctorIds]),
        gte(workingTimeExceptions.date, from),
        lte(workingTimeExceptions.date, to),
      ),
    )
    .orderBy(asc(workingTimeExceptions.date), sql`${workingTimeExceptions.startMinute} ASC NULLS FIRST`);
}

/**
 * Sets how the doctor works on these dates (no spans: not at all), replacing what they had. Call it
 * in a transaction holding the doctor's row lock, like the week's replacement.
 */
export async function replaceExceptionRows(
  db: AppDatabase,
  doctorId: string,
  days: readonly { date: string; spans: readonly MinuteSpan[] }[],
): Promise<void> {
  await deleteExceptionRows(
    db,
    doctorId,
    days.map((day) => day.date),
  );
  const values = days.flatMap(({ date, spans }) =>
    rowsOfDay(spans).map((span) => ({ ...span, doctorId, date })),
  );
  if (values.length > 0) await db.insert(workingTimeExceptions).values(values);
}

/** Back to the week on these dates; whether any was changed. */
export async function deleteExceptionRows(
  db: AppDatabase,
  doctorId: string,
  dates: readonly string[],
): Promise<boolean> {
  if (dates.length === 0) return false;
  const deleted = await db
    .delete(workingTimeExceptions)
    .where(and(eq(workingTimeExceptions.doctorId, doctorId), inArray(workingTimeExceptions.date, [...dates])))
    .returning({ id: workingTimeExceptions.id });
  return deleted.length > 0;
}

/** Clears the doctor's changed dates from `from` to `to` (inclusive). */
export async function clearExceptionRowsBetween(
  db: AppDatabase,
  doctorId: string,
  from: string,
  to: string,
): Promise<void> {
  await db
    .delete(workingTimeExceptions)
    .where(
      and(
        eq(workingTimeExceptions.doctorId, doctorId),
        gte(workingTimeExceptions.date, from),
        lte(workingTimeExceptions.date, to),
      ),
    );
}
