import { asc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type WorkingTimeRow, workingTimes } from '../../db/schema/doctors';

/** One slot of a week in minutes since midnight (what the table stores). */
export interface WorkingTimeMinutes {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** The working times of the given doctors, by weekday and start. */
export async function listWorkingTimeRows(db: AppDatabase, doctorIds: string[]): Promise<WorkingTimeRow[]> {
  if (doctorIds.length === 0) return [];
  return db
    .select()
    .from(workingTimes)
    .where(inArray(workingTimes.doctorId, doctorIds))
    .orderBy(asc(workingTimes.weekday), asc(workingTimes.startMinute));
}

/**
 * Replaces the doctor's whole week. Call it in a transaction that holds the doctor's row lock
 * (findDoctorRow with lock), so two replacements never interleave into a mixed week.
 */
export async function replaceWorkingTimeRows(
  db: AppDatabase,
  doctorId: string,
  slots: WorkingTimeMinutes[],
): Promise<void> {
  await db.delete(workingTimes).where(eq(workingTimes.doctorId, doctorId));
  if (slots.length > 0) await db.insert(workingTimes).values(slots.map((slot) => ({ ...slot, doctorId })));
}
