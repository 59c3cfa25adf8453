import type { Booking } from '@qtify/shared/schemas/booking-schemas';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/database';
import type { AppointmentRow } from '../../db/schema/appointments';
import { AppError } from '../../errors/app-error';
import { appointmentStarted } from '../appointments/appointment-errors';
import { cancelByPatient, findAppointmentByManageTokenHash } from '../appointments/manage-tokens';
import { hashToken, isOpaqueToken } from '../auth/opaque-token';
import { findBusiness } from '../businesses/businesses.service';
import { findDoctor } from '../doctors/doctors.service';
import type { Realtime } from '../realtime/realtime';
import { presentBooking } from './present-booking';

type Deps = { db: AppDatabase; clock: Clock; realtime: Pick<Realtime, 'appointmentsChanged'> };

const bookingNotFound = () => new AppError(404, 'NOT_FOUND', 'No such booking');

async function findBooking(deps: Deps, manageToken: string) {
  // A token is 43 base64url characters; anything else cannot match and needs no query.
  if (!isOpaqueToken(manageToken)) throw bookingNotFound();
  const row = await findAppointmentByManageTokenHash(deps.db, hashToken(manageToken));
  const business = row ? await findBusiness(deps.db, row.businessId) : undefined;
  if (!row || !business) throw bookingNotFound();
  return { row, business };
}

/** GET /api/public/bookings/:manageToken: the patient's view of their booking (the mail's link). */
export async function getBooking(deps: Deps, manageToken: string): Promise<Booking> {
  const { row, business } = await findBooking(deps, manageToken);
  const doctor = row.doctorId ? await findDoctor(deps.db, business.id, row.doctorId) : undefined;
  return presentBooking(row, business, doctor?.name ?? null);
}

/**
 * DELETE /api/public/bookings/:manageToken: cancels and frees the slot. Cancelling twice is fine.
 * The appointment when this call cancelled it (the caller mails the patient), else undefined.
 */
export async function cancelBooking(deps: Deps, manageToken: string): Promise<AppointmentRow | undefined> {
  const { row } = await findBooking(deps, manageToken);
  if (row.status === 'cancelled') return undefined;
  const now = deps.clock.now();
  if (row.startsAt <= now) throw appointmentStarted();
  const cancelled = await cancelByPatient(deps.db, row.id, now);
  if (cancelled) deps.realtime.appointmentsChanged(row.businessId);
  return cancelled;
}
