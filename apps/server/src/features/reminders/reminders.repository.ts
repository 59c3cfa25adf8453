import { REMINDER_HOURS_MAX } from '@qtify/shared/domain/reminders';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

async function rows<Row>(db: AppDatabase, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

export interface ReminderCandidateRow {
  appointmentId: string;
  businessId: string;
  start: Date;
  /** When the appointment got its start: created, or last moved (its updated_at). */
  scheduledAt: Date;
  hoursBefore: number[];
  /** Offsets already sent for this start. */
  sent: number[];
}

/**
 * Booked appointments that may need a reminder now: starting within the longest offset, of a
 * business with reminders on, of a patient who did not opt out, with an address to mail, and with
 * an offset whose time has come since it was booked or moved. The domain rule (dueReminder)
 * decides which, if any; this only keeps the rows few.
 */
export async function findReminderCandidates(db: AppDatabase, now: Date): Promise<ReminderCandidateRow[]> {
  const found = await rows<{
    appointment_id: string;
    business_id: string;
    start: string | Date;
    scheduled_at: string | Date;
    hours_before: number[];
    sent: number[];
  }>(
    db,
    sql`SELECT a.id AS appointment_id, a.business_id, a.starts_at AS start, a.updated_at AS scheduled_at,
          b.reminder_hours AS hours_before,
          coalesce((SELECT array_agg(r.hours_before) FROM appointment_reminders r
                    WHERE r.appointment_id = a.id AND r.starts_at = a.starts_at), '{}') AS sent
        FROM appointments a
        JOIN businesses b ON b.id = a.business_id
        JOIN patients p ON p.id = a.patient_id
        WHERE a.status <> 'cancelled'
          AND a.starts_at > ${at(now)}
          AND a.starts_at <= ${at(now)} + make_interval(hours => ${REMINDER_HOURS_MAX})
          AND b.reminders_enabled
          AND p.reminders_opted_out_at IS NULL
          AND coalesce(a.contact_email, p.email) IS NOT NULL
          AND EXISTS (SELECT 1 FROM unnest(b.reminder_hours) AS h
                      WHERE a.starts_at - make_interval(hours => h) BETWEEN a.updated_at AND ${at(now)})
        ORDER BY a.starts_at`,
  );
  return found.map((row) => ({
    appointmentId: row.appointment_id,
    businessId: row.business_id,
    start: new Date(row.start),
    scheduledAt: new Date(row.scheduled_at),
    hoursBefore: row.hours_before.map(Number),
    sent: row.sent.map(Number),
  }));
}

export interface ReminderKey {
  appointmentId: string;
  start: Date;
  hoursBefore: number;
}

/**
 * Claims a reminder: records it as sent, unless it was already (by another instance, or before a
 * restart) or the appointment was cancelled or moved meanwhile. True when this call claimed it.
 */
export async function claimReminder(
  db: AppDatabase,
  key: ReminderKey,
  optOutTokenHash: string,
  now: Date,
): Promise<boolean> {
  const claimed = await rows<{ appointment_id: string }>(
    db,
    sql`INSERT INTO appointment_reminders (appointment_id, starts_at, hours_before, sent_at, opt_out_token_hash)
        SELECT a.id, a.starts_at, ${key.hoursBefore}::smallint, ${at(now)}, ${optOutTokenHash}
        FROM appointments a
        WHERE a.id = ${key.appointmentId}::uuid AND a.starts_at = ${at(key.start)} AND a.status <> 'cancelled'
        ON CONFLICT DO NOTHING
        RETURNING appointment_id`,
  );
  return claimed.length === 1;
}

/** Gives a claim back when its mail could not be sent, so the next run tries again. */
export async function releaseReminder(db: AppDatabase, key: ReminderKey): Promise<void> {
  await db.execute(
    sql`DELETE FROM appointment_reminders
        WHERE appointment_id = ${key.appointmentId}::uuid AND starts_at = ${at(key.start)}
          AND hours_before = ${key.hoursBefore}::smallint`,
  );
}

/** The patient a reminder mail went to, by the hash of its opt-out token. */
export async function findReminderRecipient(
  db: AppDatabase,
  optOutTokenHash: string,
): Promise<{ businessId: string; patientId: string } | undefined> {
  const [found] = await rows<{ business_id: string; patient_id: string }>(
    db,
    sql`SELECT a.business_id, a.patient_id
        FROM appointment_reminders r JOIN appointments a ON a.id = r.appointment_id
        WHERE r.opt_out_token_hash = ${optOutTokenHash}`,
  );
  return found && { businessId: found.business_id, patientId: found.patient_id };
}
