import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type AbsenceRow, absences } from '../../db/schema/doctors';

export type NewAbsence = Pick<
  AbsenceRow,
  'date' | 'toDate' | 'allDay' | 'startMinute' | 'endMinute' | 'reason'
>;

/** The absences of the given doctors, past ones included, by date (whole days first) and start. */
export async function listAbsenceRows(db: AppDatabase, doctorIds: string[]): Promise<AbsenceRow[]> {
  if (doctorIds.length === 0) return [];
  return db
    .select()
    .from(absences)
    .where(inArray(absences.doctorId, doctorIds))
    .orderBy(asc(absences.date), sql`${absences.startMinute} ASC NULLS FIRST`, asc(absences.createdAt));
}

export async function insertAbsence(
  db: AppDatabase,
  doctorId: string,
  values: NewAbsence,
  now: Date,
): Promise<AbsenceRow> {
  const [row] = await db
    .insert(absences)
    .values({ ...values, doctorId, createdAt: now })
    .returning();
  return row as AbsenceRow;
}

/** Deletes the absence only if it belongs to `doctorId` (whose business the caller has checked). */
export async function deleteAbsenceRow(
  db: AppDatabase,
  doctorId: string,
  absenceId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(absences)
    .where(and(eq(absences.id, absenceId), eq(absences.doctorId, doctorId)))
    .returning({ id: absences.id });
  return deleted.length > 0;
}

/** The absences of the given doctors touching local dates `from` to `to` (inclusive), for slots. */
export async function listAbsenceRowsBetween(
  db: AppDatabase,
  doctorIds: string[],
  from: string,
  to: string,
): Promise<AbsenceRow[]> {
  if (doctorIds.length === 0) return [];
  return db
    .select()
    .from(absences)
    .where(and(inArray(absences.doctorId, doctorIds), lte(absences.date, to), gte(absences.toDate, from)));
}

/** One absence of the doctor (whose business the caller has checked). */
export async function findAbsenceRow(
  db: AppDatabase,
  doctorId: string,
  absenceId: string,
): Promise<AbsenceRow | undefined> {
  const [row] = await db
    .select()
    .from(absences)
    .where(and(eq(absences.id, absenceId), eq(absences.doctorId, doctorId)));
  return row;
}
