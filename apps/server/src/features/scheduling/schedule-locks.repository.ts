import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';

/** The first key of the schedule locks, so they never meet another advisory lock of the app. */
const SCHEDULE_LOCK_SPACE = 0x51_7e;

/**
 * Takes the doctors' schedules until the transaction ends, in one fixed order. Bookings and moves
 * of one doctor then run one after the other: the second checks the slot after the first has
 * committed and answers SLOT_TAKEN at once. Without it, simultaneous inserts of overlapping times
 * wait on each other inside the exclusion constraint, and PostgreSQL's deadlock detector aborts
 * them one per second (40P01). Take it before anything else that locks (e.g. the patient upsert).
 */
export async function lockDoctorSchedules(db: AppDatabase, doctorIds: readonly string[]): Promise<void> {
  // Doctor ids are UUIDs: their first 32 bits are random enough for a key, and sorting the keys
  // (not the ids) keeps the order fixed even when two ids share one.
  const keys = [...new Set(doctorIds.map((id) => Number.parseInt(id.slice(0, 8), 16) | 0))].sort(
    (a, b) => a - b,
  );
  for (const key of keys) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(${SCHEDULE_LOCK_SPACE}::int, ${key}::int)`);
  }
}

/** The first key of the daily-maximum locks (maxPerDay), apart from the schedules'. */
const BOOKING_DAY_LOCK_SPACE = 0x51_7f;

/**
 * Takes the business's online bookings until the transaction ends, so two bookings counting
 * against maxPerDay run one after the other and the second counts the first. Taken after the
 * schedule locks (one fixed order everywhere), only by bookings under a daily maximum.
 */
export async function lockBookingDays(db: AppDatabase, businessId: string): Promise<void> {
  const key = Number.parseInt(businessId.slice(0, 8), 16) | 0;
  await db.execute(sql`SELECT pg_advisory_xact_lock(${BOOKING_DAY_LOCK_SPACE}::int, ${key}::int)`);
}
