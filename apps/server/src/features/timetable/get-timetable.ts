import { mondayOf, weekDates } from '@qtify/shared/domain/copy-week';
import { localDateOf } from '@qtify/shared/domain/zoned-time';
import type { Timetable } from '@qtify/shared/schemas/timetable-schemas';
import { queryAll } from '../../db/query-all';
import { findBusiness } from '../businesses/businesses.service';
import { listDoctorWeeks } from '../doctors/doctors.service';
import type { Membership } from '../memberships/membership';
import { listMemberNames } from '../memberships/memberships.service';
import { presentTimetable } from './present-timetable';
import { listShiftExceptionRows, listShiftRows } from './shifts.repository';
import type { TimetableDeps } from './timetable-deps';
import { businessGone } from './timetable-errors';

/** GET …/timetable?week=: the team's week (Monday to Sunday) holding `week`, this week without it. */
export async function getTimetable(
  deps: TimetableDeps,
  membership: Membership,
  week: string | undefined,
): Promise<Timetable> {
  const { db } = deps;
  const { businessId } = membership;
  const business = await findBusiness(db, businessId);
  if (!business) throw businessGone();
  const today = localDateOf(deps.clock.now().getTime(), business.timeZone);
  const dates = weekDates(mondayOf(week ?? today));
  const range = { from: dates[0]!, to: dates[6]! };
  const [doctors, members, shifts, shiftExceptions] = await queryAll(db, [
    () => listDoctorWeeks(db, businessId, range),
    () => listMemberNames(db, businessId),
    () => listShiftRows(db, businessId),
    () => listShiftExceptionRows(db, businessId, range.from, range.to),
  ]);
  return presentTimetable({ dates, today, doctors, members, shifts, shiftExceptions });
}
