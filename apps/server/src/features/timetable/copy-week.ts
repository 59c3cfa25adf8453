import { copiedWeeks, mondayOf, weekDates } from '@qtify/shared/domain/copy-week';
import { dayExceptionsOf } from '@qtify/shared/domain/working-day';
import type { CopyWeekBody } from '@qtify/shared/schemas/timetable-schemas';
import { copyDoctorsWeek } from '../doctors/doctors.service';
import type { Membership } from '../memberships/membership';
import {
  clearShiftExceptionRows,
  listShiftExceptionRows,
  lockStaffTimetable,
  replaceShiftExceptionRows,
} from './shifts.repository';
import type { TimetableDeps } from './timetable-deps';

/**
 * POST …/timetable/copy-week: the next `weeks` weeks become like the week holding `week` — the
 * doctors' and the staff's changed dates are copied onto the same weekdays, and changes there that
 * this week does not have are cleared (copy-week.ts). The regular weeks repeat anyway. One
 * transaction: a failure leaves every week as it was. Answers how many dates were written.
 */
export async function copyWeek(
  deps: TimetableDeps,
  membership: Membership,
  body: CopyWeekBody,
): Promise<number> {
  const { businessId } = membership;
  const monday = mondayOf(body.week);
  const dates = weekDates(monday);
  return deps.db.transaction(async (tx) => {
    const doctorDates = await copyDoctorsWeek(tx, businessId, monday, body.weeks);
    await lockStaffTimetable(tx, businessId);
    const rows = await listShiftExceptionRows(tx, businessId, dates[0]!, dates[6]!);
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const { from, to } = copiedWeeks(monday, body.weeks, []);
    await clearShiftExceptionRows(tx, businessId, { from, to });
    let memberDates = 0;
    for (const userId of userIds) {
      const own = dayExceptionsOf(rows.filter((row) => row.userId === userId));
      const copy = copiedWeeks(monday, body.weeks, own);
      await replaceShiftExceptionRows(tx, businessId, userId, copy.exceptions);
      memberDates += copy.exceptions.length;
    }
    return doctorDates + memberDates;
  });
}
