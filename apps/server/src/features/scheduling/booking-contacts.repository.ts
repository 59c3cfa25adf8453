import { createHash } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { appointments } from '../../db/schema/appointments';

/** The first key of these locks, so they never meet another advisory lock of the app. */
const CONTACT_LOCK_SPACE = 0x43_54;

/** The phone (by its digits) and e-mail (lower-cased) an online booking is counted under. */
export interface ContactKeys {
  phoneDigits: string;
  email?: string | undefined;
}

/** Same digits as phoneDigits() (packages/shared), in SQL: a leading + is 00, then digits only. */
const contactPhoneDigits = sql`regexp_replace(regexp_replace(btrim(${appointments.contactPhone}), '^\\+', '00'), '[^0-9]', '', 'g')`;

const lockKey = (text: string) => createHash('sha256').update(text).digest().readInt32BE(0);

/**
 * Makes bookings of one phone number or one e-mail address at one business take turns until their
 * transactions end, so two at the same moment cannot both pass the limit of open bookings. Keys in
 * ascending order, and always after lockDoctorSchedules (whose locks every booking takes first):
 * one fixed order over both, so no two bookings wait on each other in a circle.
 */
export async function lockBookingContacts(
  db: AppDatabase,
  businessId: string,
  contact: ContactKeys,
): Promise<void> {
  const texts = [`${businessId}|phone|${contact.phoneDigits}`];
  if (contact.email) texts.push(`${businessId}|email|${contact.email}`);
  const keys = [...new Set(texts.map(lockKey))].sort((a, b) => a - b);
  for (const key of keys) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(${CONTACT_LOCK_SPACE}::int, ${key}::int)`);
  }
}

/** Open (booked, not yet started) online bookings of the business with this phone, and with this e-mail. */
export async function countOpenBookingsOfContact(
  db: AppDatabase,
  businessId: string,
  contact: ContactKeys,
  now: Date,
): Promise<{ byPhone: number; byEmail: number }> {
  const [row] = await db
    .select({
      byPhone: sql<number>`count(*) FILTER (WHERE ${contactPhoneDigits} = ${contact.phoneDigits})::int`,
      byEmail: contact.email
        ? sql<number>`count(*) FILTER (WHERE lower(${appointments.contactEmail}) = ${contact.email})::int`
        : sql<number>`0`,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        eq(appointments.bookedOnline, true),
        ne(appointments.status, 'cancelled'),
        gt(appointments.startsAt, now),
      ),
    );
  return { byPhone: Number(row?.byPhone ?? 0), byEmail: Number(row?.byEmail ?? 0) };
}
