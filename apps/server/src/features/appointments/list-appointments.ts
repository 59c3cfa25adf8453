import { isIsoDate, zonedInstant } from '@qtify/shared/domain/zoned-time';
import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import { isUuid } from '../../db/is-uuid';
import { businessNotFound } from '../businesses/business-errors';
import { findBusiness } from '../businesses/businesses.service';
import type { Membership } from '../memberships/membership';
import { rangeReversed, rangeTooLong } from './appointment-errors';
import { listAppointmentRows } from './appointments.repository';
import type { AppointmentsDeps } from './appointments-deps';
import { presentAppointments } from './present-appointments';

/** A calendar asks for a month with its neighbouring weeks; a quarter is plenty. */
export const MAX_CALENDAR_DAYS = 100;

/** GET …/appointments: booked appointments overlapping [from, to), for the calendar. */
export async function listAppointments(
  deps: AppointmentsDeps,
  membership: Membership,
  query: { from: string; to: string; doctorId?: string | undefined },
): Promise<Appointment[]> {
  const business = await findBusiness(deps.db, membership.businessId);
  if (!business) throw businessNotFound();
  // A date is the whole day in the business's zone: `to` as a date includes that day.
  const instant = (value: string, endOfDay: boolean) =>
    new Date(isIsoDate(value) ? zonedInstant(value, endOfDay ? 1440 : 0, business.timeZone) : value);
  const from = instant(query.from, false);
  const to = instant(query.to, true);
  if (to <= from) throw rangeReversed();
  if (to.getTime() - from.getTime() > MAX_CALENDAR_DAYS * 86_400_000) throw rangeTooLong(MAX_CALENDAR_DAYS);
  if (query.doctorId !== undefined && !isUuid(query.doctorId)) return [];
  const rows = await listAppointmentRows(deps.db, business.id, { from, to, doctorId: query.doctorId });
  return presentAppointments(deps.db, business.id, rows);
}
