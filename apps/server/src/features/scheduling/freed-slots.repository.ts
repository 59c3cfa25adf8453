import { type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

async function rows<Row>(db: AppDatabase, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** A time an appointment gave up (cancelled, or moved away), for the waitlist job. */
export interface FreedSlot {
  id: string;
  businessId: string;
  doctorId: string;
  typeId: string;
  start: Date;
}

export async function insertFreedSlot(
  db: AppDatabase,
  slot: Omit<FreedSlot, 'id'>,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO freed_slots (business_id, doctor_id, type_id, starts_at, freed_at)
        VALUES (${slot.businessId}::uuid, ${slot.doctorId}::uuid, ${slot.typeId}::uuid, ${at(slot.start)}, ${at(now)})`,
  );
}

/**
 * Claims the freed slots not yet handled (each once, whichever instance or run asks: SKIP LOCKED
 * and the processed marker committed with the claim). Those that start by `now` are only marked.
 */
export async function claimFreedSlots(db: AppDatabase, now: Date, limit = 50): Promise<FreedSlot[]> {
  const claimed = await rows<{
    id: string;
    business_id: string;
    doctor_id: string;
    type_id: string;
    starts_at: string | Date;
  }>(
    db,
    sql`UPDATE freed_slots SET processed_at = ${at(now)}
        WHERE id IN (SELECT id FROM freed_slots WHERE processed_at IS NULL
                     ORDER BY freed_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, business_id, doctor_id, type_id, starts_at`,
  );
  return claimed
    .map((row) => ({
      id: row.id,
      businessId: row.business_id,
      doctorId: row.doctor_id,
      typeId: row.type_id,
      start: new Date(row.starts_at),
    }))
    .filter((slot) => slot.start > now);
}

/** One freed slot by id (an offer's). */
export async function findFreedSlot(db: AppDatabase, id: string): Promise<FreedSlot | undefined> {
  const [row] = await rows<{
    id: string;
    business_id: string;
    doctor_id: string;
    type_id: string;
    starts_at: string | Date;
  }>(db, sql`SELECT id, business_id, doctor_id, type_id, starts_at FROM freed_slots WHERE id = ${id}::uuid`);
  return (
    row && {
      id: row.id,
      businessId: row.business_id,
      doctorId: row.doctor_id,
      typeId: row.type_id,
      start: new Date(row.starts_at),
    }
  );
}
