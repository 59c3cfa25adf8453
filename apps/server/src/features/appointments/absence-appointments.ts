import { absenceIntervals } from '@qtify/shared/domain/absence-intervals';
import { mergeIntervals, overlapsMerged } from '@qtify/shared/domain/intervals';
import { addDays, zonedInstant } from '@qtify/shared/domain/zoned-time';
import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import type { AppointmentRow } from '../../db/schema/appointments';
import { businessNotFound } from '../businesses/business-errors';
import { findBusiness } from '../businesses/businesses.service';
import { absenceNotFound } from '../doctors/doctor-errors';
import { findAbsence } from '../doctors/doctors.service';
import type { Membership } from '../memberships/membership';
import { listAppointmentRows } from './appointments.repository';
import type { AppointmentsDeps } from './appointments-deps';
import { cancelAppointment } from './cancel-appointment';
import { presentAppointments } from './present-appointments';

/**
 * The doctor's booked appointments that have not begun and overlap the absence (each of its days,
 * at its times when partial): what staff may cancel or keep after recording it (issue 18).
 */
async function upcomingRowsInAbsence(
  deps: AppointmentsDeps,
  membership: Membership,
  doctorId: string,
  absenceId: string,
): Promise<AppointmentRow[]> {
  const { businessId } = membership;
  const absence = await findAbsence(deps.db, businessId, doctorId, absenceId);
  if (!absence) throw absenceNotFound();
  const business = await findBusiness(deps.db, businessId);
  if (!business) throw businessNotFound();
  const instant = (date: string, minute: number) => zonedInstant(date, minute, business.timeZone);
  const dates: string[] = [];
  for (let date = absence.date; date <= absence.toDate; date = addDays(date, 1)) dates.push(date);
  const blocked = mergeIntervals(absenceIntervals([absence], dates, instant));
  const now = deps.clock.now().getTime();
  const rows = await listAppointmentRows(deps.db, businessId, {
    from: new Date(Math.max(now, instant(absence.date, 0))),
    to: new Date(instant(absence.toDate, 1440)),
    doctorId,
  });
  return rows.filter(
    (row) =>
      row.startsAt.getTime() >= now && overlapsMerged(blocked, row.startsAt.getTime(), row.endsAt.getTime()),
  );
}

/** GET …/doctors/:doctorId/absences/:absenceId/appointments, by start. */
export async function listAbsenceAppointments(
  deps: AppointmentsDeps,
  membership: Membership,
  doctorId: string,
  absenceId: string,
): Promise<Appointment[]> {
  const rows = await upcomingRowsInAbsence(deps, membership, doctorId, absenceId);
  return presentAppointments(deps.db, membership.businessId, rows);
}

/**
 * POST …/absences/:absenceId/cancel-appointments: cancels each one through the staff's own cancel
 * (cancel-appointment.ts), so nothing differs from cancelling them one by one. Answers the ids this
 * call cancelled, for the caller to mail their patients.
 */
export async function cancelAbsenceAppointments(
  deps: AppointmentsDeps,
  membership: Membership,
  doctorId: string,
  absenceId: string,
): Promise<string[]> {
  const rows = await upcomingRowsInAbsence(deps, membership, doctorId, absenceId);
  const cancelled: string[] = [];
  for (const row of rows) {
    if (await cancelAppointment(deps, membership, row.id)) cancelled.push(row.id);
  }
  return cancelled;
}
