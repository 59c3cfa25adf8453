import { isWaitingStatus } from '@qtify/shared/domain/queue-position';
import type { OpenEntry } from './queue.repository';

/**
 * One committed change of a place's queue, as this instance's cache and the broadcasts need it:
 * what changed, not the whole queue.
 */
export interface QueueChange {
  businessId: string;
  /** The place's queue version after the change. */
  version: number;
  /** Entries that joined or changed, as they are now (a finished one has status done). */
  entries: OpenEntry[];
  /** Entries deleted altogether (bulk removal). */
  removedIds: string[];
  /** Order keys that entered the waiting set (notHere, checkIn) and that left it. */
  entered: number[];
  left: number[];
  /** A treatment finished: today's minutes per person may change. */
  treatmentFinished: boolean;
  /** The entry that joined with this change: it sees its place at once and needs no alert for it. */
  joinedId?: string;
}

/** A change to one entry, from its row before and after. */
export function entryChange(
  version: number,
  before: Pick<OpenEntry, 'status' | 'sortKey'> | undefined,
  after: OpenEntry,
): QueueChange {
  const waitedBefore = before !== undefined && isWaitingStatus(before.status);
  const waitsNow = isWaitingStatus(after.status);
  return {
    businessId: after.businessId,
    version,
    entries: [after],
    removedIds: [],
    entered: !waitedBefore && waitsNow ? [after.sortKey] : [],
    left: waitedBefore && !waitsNow ? [after.sortKey] : [],
    treatmentFinished: before?.status !== 'done' && after.status === 'done' && after.outcome === 'treated',
    ...(before === undefined ? { joinedId: after.id } : {}),
  };
}
