import { phoneDigits } from '@qtify/shared/domain/phone-digits';
import type { AppDatabase } from '../../db/database';
import { countOpenBookingsOfContact, lockBookingContacts } from './booking-contacts.repository';
import { bookingLimit } from './scheduling-errors';

/**
 * At most `max` open future online bookings per phone number (by its digits) and per e-mail address
 * (any case) at one place (issue 16: all slots of a fortnight went to a handful of senders); more is
 * 409 BOOKING_LIMIT naming the field. Inside the booking's transaction, after its schedule locks:
 * the contact's lock makes a second booking of the same contact wait for the first and count it.
 */
export async function checkContactLimit(
  tx: AppDatabase,
  businessId: string,
  contact: { phone: string; email?: string | undefined },
  max: number,
  now: Date,
): Promise<void> {
  const keys = { phoneDigits: phoneDigits(contact.phone), email: contact.email?.toLowerCase() };
  await lockBookingContacts(tx, businessId, keys);
  const { byPhone, byEmail } = await countOpenBookingsOfContact(tx, businessId, keys, now);
  const fields: Record<string, string> = {};
  if (byPhone >= max) fields.phone = 'bookingLimit';
  if (byEmail >= max) fields.email = 'bookingLimit';
  if (Object.keys(fields).length > 0) throw bookingLimit(max, fields);
}
