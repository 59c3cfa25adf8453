import { changeDeadline } from '@qtify/shared/domain/cancel-deadline';
import type { Booking } from '@qtify/shared/schemas/booking-schemas';
import type { AppointmentRow } from '../../db/schema/appointments';
import type { BusinessRow } from '../../db/schema/businesses';

/** A booking as its patient sees it. The manage token is only known right after booking. */
export function presentBooking(
  row: AppointmentRow,
  business: BusinessRow,
  doctorName: string | null,
  manageToken?: string,
): Booking {
  return {
    id: row.id,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    doctorId: row.doctorId,
    doctorName,
    typeId: row.typeId,
    title: row.title,
    businessName: business.name,
    businessPublicId: business.publicId,
    timeZone: business.timeZone,
    cancelled: row.status === 'cancelled',
    confirmation: row.confirmation,
    partySize: row.partySize,
    waitlisted: row.waitlistedAt !== null,
    changeableUntil: changeDeadline(row.startsAt, business.cancelDeadlineHours).toISOString(),
    ...(manageToken ? { manageToken } : {}),
  };
}
