import { clockTimeToMinutes } from '@qtify/shared/domain/clock-time';
import type { Absence, AbsenceBody } from '@qtify/shared/schemas/doctor-schemas';
import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import { insertAbsence } from './absences.repository';
import { doctorNotFound, invalidTimeRange } from './doctor-errors';
import { findDoctorRow } from './doctors.repository';
import type { DoctorsDeps } from './doctors-deps';
import { presentAbsence } from './present-doctor';

/**
 * Records a day off or part of one (POST …/doctors/:doctorId/absences). A whole day ignores any
 * times sent with it; a partial one needs start before end (422 INVALID_TIME_RANGE otherwise).
 * Past dates are accepted: staff may record an absence after the fact.
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
    { date: body.date, allDay: body.allDay, startMinute, endMinute, reason: body.reason || null },
    deps.clock.now(),
  );
  return presentAbsence(row);
}
