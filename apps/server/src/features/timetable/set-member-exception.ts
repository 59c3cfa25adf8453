import { minuteSpansOf } from '@qtify/shared/domain/working-day';
import { findDayProblems, problemFields } from '@qtify/shared/domain/working-times';
import type { ClockSpan } from '@qtify/shared/schemas/timetable-schemas';
import { invalidTimeRange } from '../doctors/doctors.service';
import type { Membership } from '../memberships/membership';
import { requireMember } from './find-member';
import { lockStaffTimetable, replaceShiftExceptionRows } from './shifts.repository';
import type { TimetableDeps } from './timetable-deps';

/**
 * PUT …/timetable/members/:userId/exceptions/:date: the member works `hours` that date instead of
 * their shifts; none: they are away.
 */
export async function setMemberException(
  deps: TimetableDeps,
  membership: Membership,
  userId: string,
  date: string,
  hours: readonly ClockSpan[],
): Promise<void> {
  const { businessId } = membership;
  const problems = findDayProblems(hours);
  await deps.db.transaction(async (tx) => {
    await requireMember(tx, businessId, userId);
    if (problems.length > 0) throw invalidTimeRange(problemFields('hours.', problems));
    await lockStaffTimetable(tx, businessId);
    await replaceShiftExceptionRows(tx, businessId, userId, [{ date, spans: minuteSpansOf(hours) }]);
  });
}
