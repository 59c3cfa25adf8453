import { type FreeSlot, findFreeSlots, type SlotRules } from '@qtify/shared/domain/free-slots';
import { zonedInstant } from '@qtify/shared/domain/zoned-time';
import type { AppDatabase } from '../../db/database';
import { queryAll } from '../../db/query-all';
import { loadDoctorSchedules } from '../doctors/doctors.service';
import { listBusyTimes } from './busy-times.repository';

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
  /** Online booking rules (issue 18 part D); staff paths leave them out. */
  rules?: SlotRules | undefined;
}

/**
 * The free slots of the doctors: four queries (weeks, absences and changed dates in range, booked time in range)
 * and the pure engine. Run it inside the booking transaction to re-check a requested slot.
 */
export async function computeFreeSlots(db: AppDatabase, request: FreeSlotsRequest): Promise<FreeSlot[]> {
  const { doctorIds, from, to, timeZone } = request;
  if (doctorIds.length === 0) return [];
  const range = {
    from: new Date(zonedInstant(from, 0, timeZone)),
    to: new Date(zonedInstant(to, 1440, timeZone)),
  };
  const [schedules, busy] = await queryAll(db, [
    () => loadDoctorSchedules(db, doctorIds, { from, to }),
    async () => (request.ignoreBusy ? [] : listBusyTimes(db, doctorIds, range)),
  ]);
  const doctors = doctorIds.map((id) => ({
    id,
    workingTimes: schedules.workingTimes.filter((row) => row.doctorId === id),
    absences: schedules.absences.filter((row) => row.doctorId === id),
    exceptions: schedules.exceptions.filter((day) => day.doctorId === id),
  }));
  return findFreeSlots({
    doctors,
    busy,
    durationMinutes: request.durationMinutes,
    from,
    to,
    timeZone,
    now: request.now.getTime(),
    rules: request.rules,
  });
}
