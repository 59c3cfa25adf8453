import { minuteSpansOf } from '@qtify/shared/domain/working-day';
import { findDayProblems, problemFields } from '@qtify/shared/domain/working-times';
import type { ClockSpan } from '@qtify/shared/schemas/timetable-schemas';
import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import { doctorNotFound, invalidTimeRange } from './doctor-errors';
import { findDoctorRow } from './doctors.repository';
import type { DoctorsDeps } from './doctors-deps';
import { replaceExceptionRows } from './working-time-exceptions.repository';

/**
 * PUT …/doctors/:doctorId/exceptions/:date: the doctor works `hours` on that date instead of their
 * week (none: not at all). The slot engine and the staff availability check read it at once.
 * Overlapping hours: 422 INVALID_TIME_RANGE with `hours.<index>` fields; nothing changes.
 */
export async function setDayException(
  deps: DoctorsDeps,
  membership: Membership,
  doctorId: string,
  date: string,
  hours: readonly ClockSpan[],
): Promise<void> {
  if (!isUuid(doctorId)) throw doctorNotFound();
  const problems = findDayProblems(hours);
  await deps.db.transaction(async (tx) => {
    // The doctor comes first: a foreign doctor answers 404 whatever the body says.
    if (!(await findDoctorRow(tx, membership.businessId, doctorId, { lock: true }))) throw doctorNotFound();
    if (problems.length > 0) throw invalidTimeRange(problemFields('hours.', problems));
    await replaceExceptionRows(tx, doctorId, [{ date, spans: minuteSpansOf(hours) }]);
  });
}
