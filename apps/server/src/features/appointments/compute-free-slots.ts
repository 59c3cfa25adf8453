import { type FreeSlot, findFreeSlots } from '@qtify/shared/domain/free-slots';
import { zonedInstant } from '@qtify/shared/domain/zoned-time';
import type { AppDatabase } from '../../db/database';
import { queryAll } from '../../db/query-all';
import { listAbsenceRowsBetween } from '../doctors/absences.repository';
import { listWorkingTimeRows } from '../doctors/working-times.repository';
import { listBusyTimes } from './appointments.repository';

export interface FreeSlotsRequest {
  doctorIds: string[];
  durationMinutes: number;
  /** Local dates of the business, inclusive. */
  from: string;
  to: string;
  timeZone: string;
  now: Date;
  /** Leave booked time out (to tell "taken" from "never offered"). */
  ignoreBusy?: boolean;
}

/**
 * The free slots of the doctors: three queries (weeks, absences in range, booked time in range)
 * and the pure engine. Run it inside the booking transaction to re-check a requested slot.
 */
export async function computeFreeSlots(db: AppDatabase, request: FreeSlotsRequest): Promise<FreeSlot[]> {
  const { doctorIds, from, to, timeZone } = request;
  if (doctorIds.length === 0) return [];
  const range = {
    from: new Date(zonedInstant(from, 0, timeZone)),
    to: new Date(zonedInstant(to, 1440, timeZone)),
  };
  const [weeks, absenceRows, busy] = await queryAll(db, [
    () => listWorkingTimeRows(db, doctorIds),
    () => listAbsenceRowsBetween(db, doctorIds, from, to),
    async () => (request.ignoreBusy ? [] : listBusyTimes(db, doctorIds, range)),
  ]);
  const doctors = doctorIds.map((id) => ({
    id,
    workingTimes: weeks.filter((row) => row.doctorId === id),
    absences: absenceRows.filter((row) => row.doctorId === id),
  }));
  return findFreeSlots({
    doctors,
    busy,
    durationMinutes: request.durationMinutes,
    from,
    to,
    timeZone,
    now: request.now.getTime(),
  });
}
