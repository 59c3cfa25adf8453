import { sql } from 'drizzle-orm';
import { appointments } from './schema/appointments';

/**
 * Overlaps [from, to), written as the gist indexes of booked appointments are (the exclusion
 * constraint's on doctor_id and appointments_business_during_idx on business_id, both over
 * tstzrange(starts_at, ends_at, '[)') WHERE status <> 'cancelled'), so the index finds the window
 * directly. `starts_at < to AND ends_at > from` read every earlier appointment of the doctor or
 * business through a b-tree (10–20 ms at 125k appointments; bench/history-queries.mjs).
 * tstzrange refuses a lower bound after the upper one, so callers answer an empty window themselves.
 * Shared by the calendar's query (appointments) and the slot engine's (scheduling).
 */
export function overlapsRange(range: { from: Date; to: Date }) {
  return sql`tstzrange(${appointments.startsAt}, ${appointments.endsAt}, '[)') && tstzrange(${range.from.toISOString()}::timestamptz, ${range.to.toISOString()}::timestamptz, '[)')`;
}
