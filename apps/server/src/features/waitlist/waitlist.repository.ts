import { type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import type { FreedSlot } from '../scheduling/freed-slots';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

async function rows<Row>(db: AppDatabase, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** Puts a booking on the waitlist (keeps its first time) or, with null, takes it off. */
export async function setWaitlisted(db: AppDatabase, appointmentId: string, now: Date | null): Promise<void> {
  await db.execute(
    now
      ? sql`UPDATE appointments SET waitlisted_at = coalesce(waitlisted_at, ${at(now)}) WHERE id = ${appointmentId}::uuid`
      : sql`UPDATE appointments SET waitlisted_at = NULL WHERE id = ${appointmentId}::uuid`,
  );
}

/**
 * Waitlisted bookings a freed time would bring forward: same business and type, of its doctor
 * (or booked for any doctor of the type), starting later than it and still ahead, with an address
 * to mail; the longest waiting first.
 */
export async function findWaitlistCandidates(
  db: AppDatabase,
  slot: FreedSlot,
  now: Date,
): Promise<{ appointmentId: string; start: Date; partySize: number | null }[]> {
  const found = await rows<{ id: string; starts_at: string | Date; party_size: number | null }>(
    db,
    sql`SELECT a.id, a.starts_at, a.party_size FROM appointments a JOIN patients p ON p.id = a.patient_id
        WHERE a.business_id = ${slot.businessId}::uuid AND a.type_id = ${slot.typeId}::uuid
          AND a.waitlisted_at IS NOT NULL AND a.status <> 'cancelled'
          AND a.starts_at > ${at(slot.start)} AND a.starts_at > ${at(now)}
          AND (a.doctor_id = ${slot.doctorId}::uuid OR a.any_doctor)
          AND coalesce(a.contact_email, p.email) IS NOT NULL
        ORDER BY a.waitlisted_at, a.id`,
  );
  return found.map((row) => ({
    appointmentId: row.id,
    start: new Date(row.starts_at),
    partySize: row.party_size,
  }));
}

/** Records one offer; false when that booking was already offered that freed slot. */
export async function insertOffer(
  db: AppDatabase,
  offer: { freedSlotId: string; appointmentId: string; tokenHash: string },
  now: Date,
): Promise<boolean> {
  const inserted = await rows<{ id: string }>(
    db,
    sql`INSERT INTO waitlist_offers (freed_slot_id, appointment_id, token_hash, created_at)
        VALUES (${offer.freedSlotId}::uuid, ${offer.appointmentId}::uuid, ${offer.tokenHash}, ${at(now)})
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  return inserted.length === 1;
}

export interface OfferRow {
  id: string;
  freedSlotId: string;
  appointmentId: string;
  takenAt: Date | null;
  /** Some offer of the same freed slot (this one or another) was taken. */
  slotTaken: boolean;
}

export async function findOfferByTokenHash(
  db: AppDatabase,
  tokenHash: string,
): Promise<OfferRow | undefined> {
  const [row] = await rows<{
    id: string;
    freed_slot_id: string;
    appointment_id: string;
    taken_at: string | Date | null;
    slot_taken: boolean;
  }>(
    db,
    sql`SELECT o.id, o.freed_slot_id, o.appointment_id, o.taken_at,
          EXISTS (SELECT 1 FROM waitlist_offers t WHERE t.freed_slot_id = o.freed_slot_id AND t.taken_at IS NOT NULL)
            AS slot_taken
        FROM waitlist_offers o WHERE o.token_hash = ${tokenHash}`,
  );
  return (
    row && {
      id: row.id,
      freedSlotId: row.freed_slot_id,
      appointmentId: row.appointment_id,
      takenAt: row.taken_at ? new Date(row.taken_at) : null,
      slotTaken: Boolean(row.slot_taken),
    }
  );
}

/**
 * Marks the offer taken. A unique index allows one taken offer per freed slot: a second click of
 * another patient at the same moment waits for the first transaction and then fails (23505).
 */
export async function markOfferTaken(db: AppDatabase, offerId: string, now: Date): Promise<boolean> {
  const marked = await rows<{ id: string }>(
    db,
    sql`UPDATE waitlist_offers SET taken_at = ${at(now)} WHERE id = ${offerId}::uuid AND taken_at IS NULL RETURNING id`,
  );
  return marked.length === 1;
}
