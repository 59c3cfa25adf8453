/**
 * The order of a waiting room (issue 21): walk-ins by arrival; a checked-in appointment by its
 * start time, so a patient who comes early waits for their time and one who comes late queues from
 * their arrival. The order key (`sortKey`) is that instant in milliseconds times ORDER_KEYS_PER_MS,
 * plus a count of the entries that queue from the same millisecond: comparing two keys compares
 * two instants, and positions stay a count of smaller keys (queue-position.ts).
 */

/** Keys of one millisecond. A burst beyond it runs on into the next milliseconds' keys, still in order. */
export const ORDER_KEYS_PER_MS = 1024;
/**
 * How far past an entry's instant its key looks for keys already given: a burst's run-on stays
 * far inside it, and an appointment that starts within it counts as before (a second is no order).
 */
export const ORDER_LOOKAHEAD_MS = 1000;

/** The instant an entry queues from: its arrival, or its appointment's start when that is later. */
export function queuesFrom(arrivedAt: Date, appointmentStart: Date | null): Date {
  if (appointmentStart && appointmentStart.getTime() > arrivedAt.getTime()) return appointmentStart;
  return arrivedAt;
}

/** The keys below this bound are of entries that queue from `at` or before (or within the lookahead). */
export function orderKeyBound(at: Date): number {
  return (at.getTime() + ORDER_LOOKAHEAD_MS) * ORDER_KEYS_PER_MS;
}

/**
 * The key of an entry that queues from `at`, given the largest key of its place below
 * `orderKeyBound(at)` (null: none): after everyone who queues from then or before, before anyone
 * who queues from later.
 */
export function orderKeyAt(at: Date, largestKeyBefore: number | null): number {
  const first = at.getTime() * ORDER_KEYS_PER_MS;
  return largestKeyBefore === null || largestKeyBefore < first ? first : largestKeyBefore + 1;
}
