import { isWaitingStatus } from './queue-position';
import type { QueueStatus } from './queue-status';
import { estimateWaitMinutes } from './wait-estimate';
import { estimateWaitRange, type MinuteRange } from './wait-range';

/** One queue change of a place as its patients need it: the order keys that entered or left the waiting set. */
export interface QueueStep {
  /** The place's queue version after this change. */
  version: number;
  entered: number[];
  left: number[];
}

/**
 * What every patient of a place hears (the socket room broadcast `queue:moved`): its queue changes
 * since the last broadcast, in version order, by order key only (never whose), and what the
 * estimate needs. One change is one step; a burst (a flood of joins) arrives as one broadcast of
 * several steps, so the place's phones hear at most a few broadcasts a second.
 */
export interface QueueMove {
  businessId: string;
  /** The version after the last step. */
  version: number;
  changes: QueueStep[];
  /** Minutes per person ahead: the median of today's finished treatments (or the default). */
  minutesPerPerson: number;
  /**
   * Minutes per person ahead as a range: the median and upper quartile of the place's latest
   * treatments (wait-range.ts), or `minutesPerPerson` twice while too few are measured. Cached per
   * place on the server, so a change costs no query for it.
   */
  perPerson: MinuteRange;
}

/** The part of a patient's own entry that a move changes. */
export interface PositionView {
  status: QueueStatus;
  sortKey: number;
  version: number;
  ahead: number;
  isNext: boolean;
  estimatedWaitMinutes: number;
  minutesPerPerson: number;
  estimatedWaitRange: MinuteRange;
  perPerson: MinuteRange;
}

export type MoveOutcome<T> =
  /** The entry as of the move's (last) version. */
  | { kind: 'applied'; entry: T }
  /** Nothing to do: the entry knows this version already, or it does not wait (ahead stays 0). */
  | { kind: 'ignored' }
  /** A version in between was missed (offline, another instance's change): fetch the entry again. */
  | { kind: 'gap' };

/**
 * A patient's page applies each broadcast to its own position: the people ahead change by the keys
 * before its own that entered or left. It holds the version its `ahead` is true for, so steps it
 * already knows are skipped and a missing one shows as a gap.
 */
export function applyQueueMove<T extends PositionView>(entry: T, move: QueueMove): MoveOutcome<T> {
  if (move.version <= entry.version || !isWaitingStatus(entry.status)) return { kind: 'ignored' };
  let version = entry.version;
  let ahead = entry.ahead;
  for (const step of move.changes) {
    if (step.version <= version) continue;
    if (step.version !== version + 1) return { kind: 'gap' };
    ahead += step.entered.filter((key) => key < entry.sortKey).length;
    ahead -= step.left.filter((key) => key < entry.sortKey).length;
    version = step.version;
  }
  if (version !== move.version) return { kind: 'gap' };
  ahead = Math.max(0, ahead);
  return {
    kind: 'applied',
    entry: {
      ...entry,
      version: move.version,
      ahead,
      isNext: ahead === 0,
      minutesPerPerson: move.minutesPerPerson,
      estimatedWaitMinutes: estimateWaitMinutes(ahead, move.minutesPerPerson),
      perPerson: move.perPerson,
      estimatedWaitRange: estimateWaitRange(ahead, move.perPerson),
    },
  };
}
