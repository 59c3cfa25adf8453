import { ticketLabel } from '@qtify/shared/domain/queue-ticket';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { queueTicketCounters } from '../../db/schema/queue';

export interface TicketLine {
  businessId: string;
  /** The line's counter key: 'default' for the business's one line, later a workflow's id. */
  lineKey: string;
  /** The line's letter (`A`). */
  letter: string;
  /** The business's local day (YYYY-MM-DD in its time zone) the entry joins on. */
  day: string;
}

/**
 * The next ticket of a line and day (`A017`). Call it inside the entry's insert transaction: the
 * counter row is locked by the increment until the transaction ends, so concurrent joins of one
 * line take turns, and a join that rolls back gives its number back (gap-free, never twice).
 */
export async function nextTicket(tx: AppDatabase, line: TicketLine): Promise<string> {
  const [row] = await tx
    .insert(queueTicketCounters)
    .values({ businessId: line.businessId, lineKey: line.lineKey, day: line.day, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [queueTicketCounters.businessId, queueTicketCounters.lineKey, queueTicketCounters.day],
      set: { lastNumber: sql`${queueTicketCounters.lastNumber} + 1` },
    })
    .returning({ number: queueTicketCounters.lastNumber });
  return ticketLabel(line.letter, (row as { number: number }).number);
}
