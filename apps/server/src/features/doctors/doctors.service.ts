import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { queryAll } from '../../db/query-all';
import type { AbsenceRow, DoctorRow, WorkingTimeRow } from '../../db/schema/doctors';
import { findAbsenceRow, listAbsenceRowsBetween } from './absences.repository';
import { findDoctorRow, listDoctorIds, listDoctorRows, listPartySizes } from './doctors.repository';
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

/** The weeks of these doctors and their absences on local dates `from` to `to`, for free slots. */
export async function loadDoctorSchedules(
  db: AppDatabase,
  doctorIds: string[],
  dates: { from: string; to: string },
): Promise<{ workingTimes: WorkingTimeRow[]; absences: AbsenceRow[] }> {
  const [workingTimes, absences] = await queryAll(db, [
    () => listWorkingTimeRows(db, doctorIds),
    () => listAbsenceRowsBetween(db, doctorIds, dates.from, dates.to),
  ]);
  return { workingTimes, absences };
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
