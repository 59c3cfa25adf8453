import { EARLIEST_CALENDAR_DATE, LATEST_CALENDAR_DATE } from '@qtify/shared/domain/date-bounds';
import type { Doctor } from '@qtify/shared/schemas/doctor-schemas';
import type { AppDatabase } from '../../db/database';
import { queryAll } from '../../db/query-all';
import type { DoctorRow } from '../../db/schema/doctors';
import { listAbsenceRows } from './absences.repository';
import { presentDoctor } from './present-doctor';
import { listExceptionRows } from './working-time-exceptions.repository';
import { listWorkingTimeRows } from './working-times.repository';

/** Presents doctor rows with their weeks, absences and changed dates: four queries, however many doctors. */
export async function loadDoctors(db: AppDatabase, rows: DoctorRow[]): Promise<Doctor[]> {
  const ids = rows.map((row) => row.id);
  const [workingTimes, absences, exceptions] = await queryAll(db, [
    () => listWorkingTimeRows(db, ids),
    () => listAbsenceRows(db, ids),
    () => listExceptionRows(db, ids, EARLIEST_CALENDAR_DATE, LATEST_CALENDAR_DATE),
  ]);
  return rows.map((row) => presentDoctor(row, workingTimes, absences, exceptions));
}
