import { type QueueStatus, WAITING_STATUSES } from './queue-status';

export interface QueuedEntry {
  id: string;
  /** The queue order: smaller comes first (the order of joining). */
  sortKey: number;
  status: QueueStatus;
}

/**
 * How many people are before each entry of one business (DESIGN.md: entries ahead in sort order
 * whose status is notHere or checkIn; stepping out keeps the place). Entries in treatment or done
 * have nobody "before" them and are not counted for others. One pass over the sorted entries.
 */
export function peopleAhead(entries: readonly QueuedEntry[]): Map<string, number> {
  const sorted = [...entries].sort((a, b) => a.sortKey - b.sortKey);
  const ahead = new Map<string, number>();
  let waiting = 0;
  for (const entry of sorted) {
    if (!WAITING_STATUSES.includes(entry.status)) {
      ahead.set(entry.id, 0);
      continue;
    }
    ahead.set(entry.id, waiting);
    waiting++;
  }
  return ahead;
}
