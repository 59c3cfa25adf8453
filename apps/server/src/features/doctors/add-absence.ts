import { absenceRangeProblem, MAX_ABSENCE_DAYS } from '@qtify/shared/domain/absence-range';
import { clockTimeToMinutes } from '@qtify/shared/domain/clock-time';
import type { Absence, AbsenceBody } from '@qtify/shared/schemas/doctor-schemas';
import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import { insertAbsence } from './absences.repository';
import { absenceTooLong, doctorNotFound, invalidDateRange, invalidTimeRange } from './doctor-errors';
import { findDoctorRow } from './doctors.repository';
import type { DoctorsDeps } from './doctors-deps';
import { presentAbsence } from './present-doctor';

/**
 * Records days off, or part of each of them (POST …/doctors/:doctorId/absences): `from`–`to`
 * inclusive, or the older single `date`. Whole days ignore any times sent with them; partial ones
 * need start before end (422 INVALID_TIME_RANGE otherwise). 422 INVALID_DATE_RANGE when `to` is
 * before `from`, RANGE_TOO_LONG beyond MAX_ABSENCE_DAYS. Past dates are accepted: staff may record
 * an absence after the fact.
 */
export async function addAbsence(
  deps: DoctorsDeps,
  membership: Membership,
  doctorId: string,
  body: AbsenceBody,
): Promise<Absence> {
  if (!isUuid(doctorId) || !(await findDoctorRow(deps.db, membership.businessId, doctorId))) {
    throw doctorNotFound();
  }
  const from = (body.from ?? body.date) as string;
  const to = body.to ?? from;
  const problem = absenceRangeProblem(from, to);
  if (problem === 'toBeforeFrom') throw invalidDateRange();
  if (problem === 'tooLong') throw absenceTooLong(MAX_ABSENCE_DAYS);
  let startMinute: number | null = null;
  let endMinute: number | null = null;
  if (!body.allDay && body.start !== undefined && body.end !== undefined) {
    startMinute = clockTimeToMinutes(body.start);
    endMinute = clockTimeToMinutes(body.end);
    if (startMinute >= endMinute) throw invalidTimeRange({ end: 'startNotBeforeEnd' });
  }
  const row = await insertAbsence(
    deps.db,
    doctorId,
    { date: from, toDate: to, allDay: body.allDay, startMinute, endMinute, reason: body.reason || null },
    deps.clock.now(),
  );
  return presentAbsence(row);
}
