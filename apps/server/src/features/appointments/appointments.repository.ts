import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type AppointmentRow, appointments } from '../../db/schema/appointments';

export type NewAppointment = Pick<
  AppointmentRow,
  | 'businessId'
  | 'doctorId'
  | 'patientId'
  | 'typeId'
  | 'title'
  | 'startsAt'
  | 'endsAt'
  | 'note'
  | 'partySize'
  | 'manageTokenHash'
  | 'changedBy'
> &
  Partial<Pick<AppointmentRow, 'bookedOnline' | 'contactPhone' | 'contactEmail'>>;

const booked = ne(appointments.status, 'cancelled');

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

/** Throws the exclusion violation (23P01) when the doctor is busy then: the caller maps it to 409. */
export async function insertAppointment(
  db: AppDatabase,
  values: NewAppointment,
  now: Date,
): Promise<AppointmentRow> {
  const [row] = await db
    .insert(appointments)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row as AppointmentRow;
}

export async function findAppointmentRow(
  db: AppDatabase,
  businessId: string,
  appointmentId: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.businessId, businessId)));
  return row;
}

export async function findAppointmentByManageToken(
  db: AppDatabase,
  manageTokenHash: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.manageTokenHash, manageTokenHash));
  return row;
}

/**
 * Overlaps [from, to), written as the gist indexes of booked appointments are (the exclusion
 * constraint's on doctor_id and appointments_business_during_idx on business_id, both over
 * tstzrange(starts_at, ends_at, '[)') WHERE status <> 'cancelled'), so the index finds the window
 * directly. `starts_at < to AND ends_at > from` read every earlier appointment of the doctor or
 * business through a b-tree (10–20 ms at 125k appointments; bench/history-queries.mjs).
 * tstzrange refuses a lower bound after the upper one, so callers answer an empty window themselves.
 */
function overlapsRange(range: { from: Date; to: Date }) {
  return sql`tstzrange(${appointments.startsAt}, ${appointments.endsAt}, '[)') && tstzrange(${range.from.toISOString()}::timestamptz, ${range.to.toISOString()}::timestamptz, '[)')`;
}

/** Booked (not cancelled) appointments of the business overlapping [from, to), by start. */
export async function listAppointmentRows(
  db: AppDatabase,
  businessId: string,
  range: { from: Date; to: Date; doctorId?: string },
): Promise<AppointmentRow[]> {
  if (range.from >= range.to) return [];
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        booked,
        overlapsRange(range),
        range.doctorId ? eq(appointments.doctorId, range.doctorId) : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

/** Epoch milliseconds of a timestamptz (date_part is a double; extract's numeric is slower). */
const epochMs = (column: typeof appointments.startsAt) => sql`(date_part('epoch', ${column}) * 1000)::bigint`;

/**
 * What the slot engine must keep free: booked time of these doctors overlapping [from, to), in
 * epoch milliseconds. One row per doctor with its times as text ("start,end,start,end,…"): a
 * month of a busy practice is a thousand appointments, and on PGlite each row of an answer costs
 * more than finding it (775 rows: 7 ms as rows, 1.5 ms aggregated; bench/history-queries.mjs).
 */
export async function listBusyTimes(
  db: AppDatabase,
  doctorIds: string[],
  range: { from: Date; to: Date },
): Promise<{ doctorId: string; start: number; end: number }[]> {
  if (doctorIds.length === 0 || range.from >= range.to) return [];
  const rows = await db
    .select({
      doctorId: appointments.doctorId,
      times: sql<string>`string_agg(${epochMs(appointments.startsAt)} || ',' || ${epochMs(appointments.endsAt)}, ',')`,
    })
    .from(appointments)
    .where(and(inArray(appointments.doctorId, doctorIds), booked, overlapsRange(range)))
    .groupBy(appointments.doctorId);
  return rows.flatMap((row) => {
    const times = row.times.split(',').map(Number);
    const busy = [];
    for (let i = 0; i + 1 < times.length; i += 2) {
      busy.push({ doctorId: row.doctorId as string, start: times[i] as number, end: times[i + 1] as number });
    }
    return busy;
  });
}

export async function listPatientAppointmentRows(
  db: AppDatabase,
  businessId: string,
  patientId: string,
): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.businessId, businessId), eq(appointments.patientId, patientId)))
    .orderBy(asc(appointments.startsAt));
}

/** Throws 23P01 when the new time overlaps another appointment of the doctor. */
export async function updateAppointmentRow(
  db: AppDatabase,
  appointmentId: string,
  patch: Partial<Pick<AppointmentRow, 'startsAt' | 'endsAt' | 'doctorId' | 'typeId' | 'title' | 'changedBy'>>,
  now: Date,
): Promise<AppointmentRow> {
  const [row] = await db
    .update(appointments)
    .set({ ...patch, updatedAt: now })
    .where(eq(appointments.id, appointmentId))
    .returning();
  return row as AppointmentRow;
}

/** Cancelling frees the time (the exclusion constraint ignores cancelled rows). Idempotent. */
export async function cancelAppointmentRow(
  db: AppDatabase,
  appointmentId: string,
  changedBy: string | null,
  now: Date,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .update(appointments)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now, changedBy })
    .where(and(eq(appointments.id, appointmentId), booked))
    .returning();
  return row;
}

/** How many booked appointments the doctor has that have not started by `now`. */
export async function countFutureAppointmentRows(
  db: AppDatabase,
  doctorId: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.doctorId, doctorId), booked, gt(appointments.startsAt, now)));
  return row?.count ?? 0;
}
