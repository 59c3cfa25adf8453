import { appointmentToCheckIn } from '@qtify/shared/domain/check-in-match';
import { splitFullName } from '@qtify/shared/domain/full-name';
import { addDays, localDateOf, zonedInstant } from '@qtify/shared/domain/zoned-time';
import type { NameCheckInBody } from '@qtify/shared/schemas/lobby-schemas';
import type { AppointmentRow } from '../../db/schema/appointments';
import type { BusinessRow } from '../../db/schema/businesses';
import { findAppointmentsOfPatients } from '../appointments/find-appointments-of-patients';
import { findPatientsByName } from '../patients/patients.service';
import type { QueueDeps } from '../queue/queue-deps';
import { checkInClosed, noMatchingAppointment } from './check-in-errors';

/**
 * Today's appointment (in the business's time zone) of the patient of this name and birth date
 * whose check-in window is open now. Every way of not matching (no such name, another birth date,
 * no appointment today) is the same 422 NO_MATCHING_APPOINTMENT, so the answer tells nobody who
 * else is a patient here; a match outside its window is 422 CHECK_IN_CLOSED (the caller knew the
 * name and the birth date).
 */
export async function findAppointmentByName(
  deps: QueueDeps,
  business: BusinessRow,
  body: NameCheckInBody,
): Promise<AppointmentRow> {
  const db = deps.context.database.db;
  const now = deps.context.clock.now();
  const name = splitFullName(body.fullName);
  if (!name) throw noMatchingAppointment();
  const namesakes = await findPatientsByName(db, business.id, name.firstName, name.lastName);
  const ids = namesakes
    .filter((patient) => patient.birthdate === body.birthdate)
    .map((patient) => patient.id);
  const today = localDateOf(now.getTime(), business.timeZone);
  const range = {
    from: new Date(zonedInstant(today, 0, business.timeZone)),
    to: new Date(zonedInstant(addDays(today, 1), 0, business.timeZone)),
  };
  const rows = await findAppointmentsOfPatients(db, business.id, ids, range);
  const match = appointmentToCheckIn(
    rows.map((row) => ({ row, start: row.startsAt, end: row.endsAt })),
    now,
  );
  if (match.state === 'none') throw noMatchingAppointment();
  if (match.state === 'closed') throw checkInClosed();
  return match.appointment.row;
}
