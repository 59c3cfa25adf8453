import type { Membership } from '../memberships/membership';
import { requireMember } from './find-member';
import { clearShiftExceptionRows, lockStaffTimetable } from './shifts.repository';
import type { TimetableDeps } from './timetable-deps';

/** DELETE …/timetable/members/:userId/exceptions/:date: the date follows the member's shifts again. */
export async function deleteMemberException(
  deps: TimetableDeps,
  membership: Membership,
  userId: string,
  date: string,
): Promise<void> {
  const { businessId } = membership;
  await deps.db.transaction(async (tx) => {
    await requireMember(tx, businessId, userId);
    await lockStaffTimetable(tx, businessId);
    await clearShiftExceptionRows(tx, businessId, { from: date, to: date, userId });
  });
}
