import type { Doctor } from '@qtify/shared/schemas/doctor-schemas';
import type { AppDatabase } from '../../db/database';
import { queryAll } from '../../db/query-all';
import type { DoctorRow } from '../../db/schema/doctors';
import { listAbsenceRows } from './absences.repository';
import { presentDoctor } from './present-doctor';
import { listWorkingTimeRows } from './working-times.repository';

/** Presents doctor rows with their weeks and absences: three queries, however many doctors. */
export async function loadDoctors(db: AppDatabase, rows: DoctorRow[]): Promise<Doctor[]> {
  const ids = rows.map((row) => row.id);
  const [workingTimes, absences] = await queryAll(db, [
    () => listWorkingTimeRows(db, ids),
    () => listAbsenceRows(db, ids),
  ]);
  return rows.map((row) => presentDoctor(row, workingTimes, absences));
}
