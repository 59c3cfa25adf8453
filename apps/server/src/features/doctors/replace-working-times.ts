import { clockTimeToMinutes } from '@qtify/shared/domain/clock-time';
import { findWorkingTimeProblems, sortWorkingTimes } from '@qtify/shared/domain/working-times';
import type { Doctor, WorkingTimesBody } from '@qtify/shared/schemas/doctor-schemas';
import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import { doctorNotFound, invalidTimeRange } from './doctor-errors';
import { findDoctorRow } from './doctors.repository';
import type { DoctorsDeps } from './doctors-deps';
import { getDoctor } from './get-doctor';
import { replaceWorkingTimeRows } from './working-times.repository';

/**
 * Replaces the doctor's whole week (PUT …/doctors/:doctorId/working-times), in one transaction:
 * a failure leaves the old week. 422 INVALID_TIME_RANGE names each offending slot by its index in
 * the body (`{ "2": "overlap" }`), as findWorkingTimeProblems reports it.
 */
export async function replaceWorkingTimes(
  deps: DoctorsDeps,
  membership: Membership,
  doctorId: string,
  slots: WorkingTimesBody,
): Promise<Doctor> {
  if (!isUuid(doctorId)) throw doctorNotFound();
  const problems = findWorkingTimeProblems(slots);
  await deps.db.transaction(async (tx) => {
    // The doctor comes first: a foreign doctor answers 404 whatever the body says.
    if (!(await findDoctorRow(tx, membership.businessId, doctorId, { lock: true }))) throw doctorNotFound();
    if (problems.length > 0) {
      throw invalidTimeRange(Object.fromEntries(problems.map((p) => [String(p.index), p.code])));
    }
    const minutes = sortWorkingTimes(slots).map((slot) => ({
      weekday: slot.weekday,
      startMinute: clockTimeToMinutes(slot.start),
      endMinute: clockTimeToMinutes(slot.end),
    }));
    await replaceWorkingTimeRows(tx, doctorId, minutes);
  });
  return getDoctor(deps.db, membership.businessId, doctorId);
}
