import { isWaitingStatus } from '@qtify/shared/domain/queue-position';
import { lineOf } from './line-index';
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
  /** Order keys that entered the waiting set (notHere, checkIn) of a line (stage id) and that left it. */
  entered: LineKey[];
  left: LineKey[];
  /** A treatment finished: today's minutes per person may change. */
  treatmentFinished: boolean;
  /** The entry that joined with this change: it sees its place at once and needs no alert for it. */
  joinedId?: string;
  /** The workflows changed (a line, stage or station added, renamed, removed). */
  linesChanged?: boolean;
}

/** An order key in its line (the stage id: positions count only the keys of one stage). */
export interface LineKey {
  key: number;
  line: string;
}

/** A change to one entry, from its row before and after. */
export function entryChange(
  version: number,
  before: Pick<OpenEntry, 'status' | 'sortKey' | 'stageId'> | undefined,
  after: OpenEntry,
): QueueChange {
  const waitedBefore = before !== undefined && isWaitingStatus(before.status);
  const waitsNow = isWaitingStatus(after.status);
  // A move to another stage (or a new key in it) leaves one line and enters the other.
  const moved =
    waitedBefore && waitsNow && (before.sortKey !== after.sortKey || before.stageId !== after.stageId);
  const old = before ? { key: before.sortKey, line: lineOf(before) } : undefined;
  const now = { key: after.sortKey, line: lineOf(after) };
  return {
    businessId: after.businessId,
    version,
    entries: [after],
    removedIds: [],
    entered: (!waitedBefore && waitsNow) || moved ? [now] : [],
    left: old && ((waitedBefore && !waitsNow) || moved) ? [old] : [],
    treatmentFinished: before?.status !== 'done' && after.status === 'done' && after.outcome === 'treated',
    ...(before === undefined ? { joinedId: after.id } : {}),
  };
}
