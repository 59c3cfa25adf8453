import { type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import type { AppointmentRow } from '../../db/schema/appointments';
import { appointments } from '../../db/schema/appointments';

// Erasure (GDPR Art. 17) touches every table that can hold a patient's personal data. It is written
// here, in one place, on purpose: whoever adds a table with personal data adds it here, and
// patient-erasure.test.ts reads every text column of every table to prove nothing is left.
//
// What stays, for the statistics: the appointment and visit rows themselves (times, doctor, type,
// status, outcome), detached from the person (patient_id null) and stripped of every free text,
// contact, token and account link. Counts per day, doctor, type and outcome are unchanged.

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

async function rows<Row>(db: AppDatabase, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

const uuids = (ids: string[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** The patient's booked appointments that have not started yet. */
export async function countFutureAppointments(
  db: AppDatabase,
  patientId: string,
  now: Date,
): Promise<number> {
  const [row] = await rows<{ count: number | string }>(
    db,
    sql`SELECT count(*) AS count FROM appointments
        WHERE patient_id = ${patientId}::uuid AND status <> 'cancelled' AND starts_at > ${at(now)}`,
  );
  return Number(row?.count ?? 0);
}

/** Cancels the patient's future booked appointments; answers them as they were (to free their times). */
export async function cancelFutureAppointments(
  db: AppDatabase,
  patientId: string,
  byUserId: string | null,
  now: Date,
): Promise<AppointmentRow[]> {
  return db
    .update(appointments)
    .set({ status: 'cancelled', cancelledAt: now, changedBy: byUserId, updatedAt: now })
    .where(
      sql`${appointments.patientId} = ${patientId}::uuid AND ${appointments.status} <> 'cancelled'
          AND ${appointments.startsAt} > ${at(now)}`,
    )
    .returning();
}

/** The addresses the patient's bookings gave, and the language they last booked in. */
export async function findBookingContacts(
  db: AppDatabase,
  patientId: string,
): Promise<{ emails: string[]; languageId: string | null }> {
  const found = await rows<{ contact_email: string | null; language_id: string | null }>(
    db,
    sql`SELECT contact_email, language_id FROM appointments WHERE patient_id = ${patientId}::uuid
        ORDER BY created_at DESC`,
  );
  return {
    emails: found.flatMap((row) => (row.contact_email ? [row.contact_email] : [])),
    languageId: found.find((row) => row.language_id)?.language_id ?? null,
  };
}

/** The temporary accounts the patient joined the queue with (erased with them). */
export async function listTemporaryEntryUsers(
  db: AppDatabase,
  patientId: string,
  before: Date | null = null,
): Promise<string[]> {
  const createdBefore = before ? sql`AND q.created_at < ${at(before)}` : sql``;
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT DISTINCT u.id FROM queue_entries q JOIN users u ON u.id = q.user_id
        WHERE q.patient_id = ${patientId}::uuid AND u.temporary ${createdBefore}`,
  );
  return found.map((row) => row.id);
}

export interface DetachedHistory {
  /** Visits that were still open (waiting or in treatment): their pages are told the place is gone. */
  openEntryIds: string[];
  appointments: number;
  visits: number;
}

/**
 * Removes what links the patient's appointments and visits to them, keeping the rows for the
 * statistics: reminders (opt-out tokens), waitlist offers (tokens), push subscriptions, stored
 * booking or join answers (names, tokens), then the rows' own personal columns. An open visit ends
 * as cancelled; the queue's version moves so every instance reloads the place.
 */
export async function detachPatientHistory(
  db: AppDatabase,
  businessId: string,
  patientId: string,
  now: Date,
): Promise<DetachedHistory> {
  const appointmentIds = (
    await rows<{ id: string }>(db, sql`SELECT id FROM appointments WHERE patient_id = ${patientId}::uuid`)
  ).map((row) => row.id);
  if (appointmentIds.length > 0) {
    await db.execute(
      sql`DELETE FROM appointment_reminders WHERE appointment_id = ANY(${uuids(appointmentIds)})`,
    );
    await db.execute(sql`DELETE FROM waitlist_offers WHERE appointment_id = ANY(${uuids(appointmentIds)})`);
  }
  await deleteStoredAnswers(db, businessId, appointmentIds);
  await db.execute(
    sql`UPDATE appointments SET patient_id = NULL, note = NULL, contact_phone = NULL, contact_email = NULL,
          manage_token_hash = NULL, language_id = NULL, waitlisted_at = NULL, updated_at = ${at(now)}
        WHERE patient_id = ${patientId}::uuid`,
  );
  const visits = await detachVisits(db, businessId, patientId, null, now);
  return { ...visits, appointments: appointmentIds.length };
}

/**
 * Detaches the patient's visits (those created before `before`, or all): push subscriptions and
 * stored join answers go, the rows lose the person, their account link, token and message.
 */
export async function detachVisits(
  db: AppDatabase,
  businessId: string,
  patientId: string,
  before: Date | null,
  now: Date,
): Promise<{ openEntryIds: string[]; visits: number }> {
  const createdBefore = before ? sql`AND created_at < ${at(before)}` : sql``;
  const entries = await rows<{ id: string; status: string }>(
    db,
    sql`SELECT id, status FROM queue_entries WHERE patient_id = ${patientId}::uuid ${createdBefore}`,
  );
  if (entries.length === 0) return { openEntryIds: [], visits: 0 };
  const entryIds = entries.map((entry) => entry.id);
  const openEntryIds = entries.filter((entry) => entry.status !== 'done').map((entry) => entry.id);
  await db.execute(sql`DELETE FROM push_subscriptions WHERE entry_id = ANY(${uuids(entryIds)})`);
  await deleteStoredAnswers(db, businessId, entryIds);
  if (openEntryIds.length > 0) {
    await bumpQueueVersion(db, businessId);
    await db.execute(
      sql`UPDATE queue_entries SET status = 'done', outcome = 'cancelled', finished_at = ${at(now)}
          WHERE id = ANY(${uuids(openEntryIds)})`,
    );
  }
  await db.execute(
    sql`UPDATE queue_entries SET patient_id = NULL, user_id = NULL, token_hash = NULL, message = NULL,
          updated_at = ${at(now)}
        WHERE id = ANY(${uuids(entryIds)})`,
  );
  return { openEntryIds, visits: entryIds.length };
}

/** Whether any appointment or visit still names the patient. */
export async function hasHistory(db: AppDatabase, patientId: string): Promise<boolean> {
  const [row] = await rows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM appointments WHERE patient_id = ${patientId}::uuid)
          OR EXISTS (SELECT 1 FROM queue_entries WHERE patient_id = ${patientId}::uuid) AS found`,
  );
  return Boolean(row?.found);
}

/**
 * Stored Idempotency-Key answers (a booking's or a join's first answer, replayed on retry) carry the
 * patient's name and tokens: those naming one of these appointments or entries go.
 */
async function deleteStoredAnswers(db: AppDatabase, businessId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`DELETE FROM idempotency_keys WHERE business_id = ${businessId}::uuid
          AND EXISTS (SELECT 1 FROM unnest(${uuids(ids)}) AS id WHERE strpos(response::text, id::text) > 0)`,
  );
}

async function bumpQueueVersion(db: AppDatabase, businessId: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO queue_versions (business_id, version) VALUES (${businessId}::uuid, 1)
        ON CONFLICT (business_id) DO UPDATE SET version = queue_versions.version + 1`,
  );
}

/** Deletes temporary accounts (their sessions go with them); permanent accounts are the person's own. */
export async function deleteTemporaryUsers(db: AppDatabase, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(sql`DELETE FROM users WHERE id = ANY(${uuids(userIds)}) AND temporary`);
}

/**
 * Patients with walk-in visits older than their business's retention period and no appointment at
 * all (the retention job's work), at most `limit`, with that period in days.
 */
export async function listExpiredWalkIns(
  db: AppDatabase,
  now: Date,
  limit: number,
): Promise<{ businessId: string; patientId: string; retentionDays: number }[]> {
  const found = await rows<{ business_id: string; patient_id: string; days: number }>(
    db,
    sql`SELECT DISTINCT q.business_id, q.patient_id, b.walk_in_retention_days AS days FROM queue_entries q
          JOIN businesses b ON b.id = q.business_id
        WHERE q.patient_id IS NOT NULL AND q.status = 'done'
          AND q.created_at < ${at(now)} - make_interval(days => b.walk_in_retention_days::int)
          AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.patient_id = q.patient_id)
        LIMIT ${limit}`,
  );
  return found.map((row) => ({
    businessId: row.business_id,
    patientId: row.patient_id,
    retentionDays: Number(row.days),
  }));
}
