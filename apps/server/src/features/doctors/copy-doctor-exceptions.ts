import { copiedWeeks, weekDates } from '@qtify/shared/domain/copy-week';
import { dayExceptionsOf } from '@qtify/shared/domain/working-day';
import type { AppDatabase } from '../../db/database';
import { lockBusinessDoctorIds } from './doctors.repository';
import {
  clearExceptionRowsBetween,
  listExceptionRows,
  replaceExceptionRows,
} from './working-time-exceptions.repository';

/**
 * "Copy a week" for the business's doctors (inside the caller's transaction): the next `weeks`
 * weeks take the changed dates of the week starting `monday` (copy-week.ts). Answers how many
 * dates were written.
 */
export async function copyDoctorExceptions(
  tx: AppDatabase,
  businessId: string,
  monday: string,
  weeks: number,
): Promise<number> {
  const doctorIds = await lockBusinessDoctorIds(tx, businessId);
  const dates = weekDates(monday);
  const rows = await listExceptionRows(tx, doctorIds, dates[0]!, dates[6]!);
  let written = 0;
  for (const doctorId of doctorIds) {
    const own = dayExceptionsOf(rows.filter((row) => row.doctorId === doctorId));
    const copy = copiedWeeks(monday, weeks, own);
    await clearExceptionRowsBetween(tx, doctorId, copy.from, copy.to);
    await replaceExceptionRows(tx, doctorId, copy.exceptions);
    written += copy.exceptions.length;
  }
  return written;
}
