import type { AppDatabase } from '../../db/database';
import { listBusyTimes } from './busy-times.repository';

/** Booked time of the doctors overlapping [from, to), in epoch milliseconds (e.g. a series' conflicts). */
export function doctorBusyTimes(
  db: AppDatabase,
  doctorIds: string[],
  range: { from: Date; to: Date },
): Promise<{ doctorId: string; start: number; end: number }[]> {
  return listBusyTimes(db, doctorIds, range);
}
