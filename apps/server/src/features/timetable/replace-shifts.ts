import { clockTimeToMinutes } from '@qtify/shared/domain/clock-time';
import { findWorkingTimeProblems, problemFields, sortWorkingTimes } from '@qtify/shared/domain/working-times';
import type { ShiftsBody } from '@qtify/shared/schemas/timetable-schemas';
import { invalidTimeRange } from '../doctors/doctors.service';
import type { Membership } from '../memberships/membership';
import { requireMember } from './find-member';
import { lockStaffTimetable, replaceShiftRows } from './shifts.repository';
import type { TimetableDeps } from './timetable-deps';

/**
 * PUT …/timetable/members/:userId/shifts: replaces the member's weekly shifts, in one transaction.
 * Overlapping shifts of a day: 422 INVALID_TIME_RANGE naming each by its index, nothing saved.
 */
export async function replaceShifts(
  deps: TimetableDeps,
  membership: Membership,
  userId: string,
  shifts: ShiftsBody,
): Promise<void> {
  const { businessId } = membership;
  const problems = findWorkingTimeProblems(shifts);
  await deps.db.transaction(async (tx) => {
    await requireMember(tx, businessId, userId);
    if (problems.length > 0) throw invalidTimeRange(problemFields('', problems));
    await lockStaffTimetable(tx, businessId);
    const minutes = sortWorkingTimes(shifts).map((shift) => ({
      weekday: shift.weekday,
      startMinute: clockTimeToMinutes(shift.start),
      endMinute: clockTimeToMinutes(shift.end),
    }));
    await replaceShiftRows(tx, businessId, userId, minutes);
  });
}
