import { type DayException, dayExceptionsOf } from '@qtify/shared/domain/working-day';
import type { Absence, Doctor } from '@qtify/shared/schemas/doctor-schemas';
import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { queryAll } from '../../db/query-all';
import type { AbsenceRow, DoctorRow, WorkingTimeRow } from '../../db/schema/doctors';
import { findAbsenceRow, listAbsenceRowsBetween } from './absences.repository';
import { copyDoctorExceptions } from './copy-doctor-exceptions';
import { findDoctorRow, listDoctorIds, listDoctorRows, listPartySizes } from './doctors.repository';
import { presentDoctor } from './present-doctor';
import { listExceptionRows } from './working-time-exceptions.repository';
import { listWorkingTimeRows } from './working-times.repository';

// What other features may ask of the doctors (never their repositories): the scheduling module
// reads their weeks, absences and tables; bookings, types and mails look a doctor up.

/** The doctor if it belongs to the business. */
export function findDoctor(
  db: AppDatabase,
  businessId: string,
  doctorId: string,
): Promise<DoctorRow | undefined> {
  return findDoctorRow(db, businessId, doctorId);
}

/** The ids of the business's doctors. */
export function listBusinessDoctorIds(db: AppDatabase, businessId: string): Promise<string[]> {
  return listDoctorIds(db, businessId);
}

/** The business's doctors' ids and names (the booking page's doctor choice). */
export async function listDoctorNames(
  db: AppDatabase,
  businessId: string,
): Promise<{ id: string; name: string }[]> {
  return (await listDoctorRows(db, businessId)).map((row) => ({ id: row.id, name: row.name }));
}

/** How many persons each table (doctor) of the business seats; only `doctorIds` when given. */
export function listTableSizes(
  db: AppDatabase,
  businessId: string,
  doctorIds?: readonly string[],
): Promise<{ id: string; partySize: number | null }[]> {
  return listPartySizes(db, businessId, doctorIds);
}

/**
 * The weeks of these doctors, their absences and their changed dates (exceptions) on local dates
 * `from` to `to`: what free slots, the staff availability check and the timetable read.
 */
export async function loadDoctorSchedules(
  db: AppDatabase,
  doctorIds: string[],
  dates: { from: string; to: string },
): Promise<{ workingTimes: WorkingTimeRow[]; absences: AbsenceRow[]; exceptions: DoctorDayException[] }> {
  const [workingTimes, absences, exceptionRows] = await queryAll(db, [
    () => listWorkingTimeRows(db, doctorIds),
    () => listAbsenceRowsBetween(db, doctorIds, dates.from, dates.to),
    () => listExceptionRows(db, doctorIds, dates.from, dates.to),
  ]);
  const exceptions = doctorIds.flatMap((doctorId) =>
    dayExceptionsOf(exceptionRows.filter((row) => row.doctorId === doctorId)).map((day) => ({
      ...day,
      doctorId,
    })),
  );
  return { workingTimes, absences, exceptions };
}

/** A doctor's changed date (working-day.ts), with the doctor. */
export type DoctorDayException = DayException & { doctorId: string };

/** "Copy a week" of the doctors' changed dates, in the caller's transaction (copy-doctor-exceptions.ts). */
export function copyDoctorsWeek(tx: AppDatabase, businessId: string, monday: string, weeks: number) {
  return copyDoctorExceptions(tx, businessId, monday, weeks);
}

/** The absence if it is the doctor's and the doctor the business's; undefined for any foreign or malformed id. */
export async function findAbsence(
  db: AppDatabase,
  businessId: string,
  doctorId: string,
  absenceId: string,
): Promise<AbsenceRow | undefined> {
  if (!isUuid(doctorId) || !isUuid(absenceId)) return undefined;
  if (!(await findDoctorRow(db, businessId, doctorId))) return undefined;
  return findAbsenceRow(db, doctorId, absenceId);
}

/**
 * The business's doctors as the timetable shows a week: their regular week and the absences and
 * changed dates touching local dates `from` to `to`, in the API's shapes.
 */
export async function listDoctorWeeks(
  db: AppDatabase,
  businessId: string,
  dates: { from: string; to: string },
): Promise<DoctorWeek[]> {
  const rows = await listDoctorRows(db, businessId);
  const ids = rows.map((row) => row.id);
  const schedule = await loadDoctorSchedules(db, ids, dates);
  return rows.map((row) => {
    const doctor = presentDoctor(row, schedule.workingTimes, schedule.absences);
    return {
      id: doctor.id,
      name: doctor.name,
      workingTimes: doctor.workingTimes,
      weekMinutes: schedule.workingTimes.filter((time) => time.doctorId === row.id),
      absences: doctor.absences,
      absenceDays: schedule.absences.filter((absence) => absence.doctorId === row.id),
      exceptions: schedule.exceptions.filter((day) => day.doctorId === row.id),
    };
  });
}

/** A doctor's week for the timetable: API shapes, and the minutes the domain rules read. */
export interface DoctorWeek {
  id: string;
  name: string;
  workingTimes: Doctor['workingTimes'];
  weekMinutes: WorkingTimeRow[];
  absences: Absence[];
  absenceDays: AbsenceRow[];
  exceptions: DoctorDayException[];
}

/** 422 INVALID_TIME_RANGE naming each bad slot: the timetable's shifts refuse like the doctors' week. */
export { invalidTimeRange } from './doctor-errors';
