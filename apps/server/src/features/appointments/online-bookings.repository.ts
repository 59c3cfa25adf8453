import { and, count, eq, gt, gte, lt, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type AppointmentRow, appointments } from '../../db/schema/appointments';

// Appointments booked on the public page (booked_online, migration 0010): the place's budget of
// public bookings and the bulk cancel of a booking flood (issue 16).

/**
 * How many appointments were booked online at the business since `since`, cancelled ones too: the
 * place's budget of public bookings (issue 16). Counted in the database, so it holds across instances.
 */
export async function countOnlineBookingsSince(
  db: AppDatabase,
  businessId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ booked: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        eq(appointments.bookedOnline, true),
        gt(appointments.createdAt, since),
      ),
    );
  return row?.booked ?? 0;
}

/** Online bookings of the business made in [from, to) that are still booked and have not started. */
const onlineBookedIn = (businessId: string, range: { from: Date; to: Date }, now: Date) =>
  and(
    eq(appointments.businessId, businessId),
    eq(appointments.bookedOnline, true),
    ne(appointments.status, 'cancelled'),
    gt(appointments.startsAt, now),
    gte(appointments.createdAt, range.from),
    lt(appointments.createdAt, range.to),
  );

export async function countOnlineBookingsCreatedIn(
  db: AppDatabase,
  businessId: string,
  range: { from: Date; to: Date },
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ booked: count() })
    .from(appointments)
    .where(onlineBookedIn(businessId, range, now));
  return row?.booked ?? 0;
}

/** Cancels them in one statement (a booking made meanwhile is either in or not); returns their ids. */
export async function cancelOnlineBookingsCreatedIn(
  db: AppDatabase,
  businessId: string,
  range: { from: Date; to: Date },
  changedBy: string,
  now: Date,
): Promise<AppointmentRow[]> {
  return db
    .update(appointments)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now, changedBy })
    .where(onlineBookedIn(businessId, range, now))
    .returning();
}
