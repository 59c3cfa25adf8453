import { isWaitingStatus } from './queue-position';
import type { QueueStatus } from './queue-status';
import { estimateWaitMinutes } from './wait-estimate';

/**
 * One change of a place's waiting set as every patient of the place hears it (the socket room
 * broadcast `queue:moved`): the order keys that entered or left the waiting set, never whose they
 * are, and what the estimate needs. `version` is the place's queue version after the change.
 */
export interface QueueMove {
  businessId: string;
  version: number;
  change: { entered: number[]; left: number[] };
  /** Minutes per person ahead: the median of today's finished treatments (or the default). */
  minutesPerPerson: number;
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
}

export type MoveOutcome<T> =
  /** The entry as of the move's version. */
  | { kind: 'applied'; entry: T }
  /** Nothing to do: the entry knows this version already, or it does not wait (ahead stays 0). */
  | { kind: 'ignored' }
  /** A version in between was missed (offline, another instance's change): fetch the entry again. */
  | { kind: 'gap' };

/**
 * A patient's page applies each broadcast to its own position: the people ahead change by the keys
 * before its own that entered or left. It holds the version its `ahead` is true for, so a move it
 * already knows is ignored and a missing one shows as a gap.
 */
export function applyQueueMove<T extends PositionView>(entry: T, move: QueueMove): MoveOutcome<T> {
  if (move.version <= entry.version || !isWaitingStatus(entry.status)) return { kind: 'ignored' };
  if (move.version !== entry.version + 1) return { kind: 'gap' };
  const entered = move.change.entered.filter((key) => key < entry.sortKey).length;
  const left = move.change.left.filter((key) => key < entry.sortKey).length;
  const ahead = Math.max(0, entry.ahead + entered - left);
  return {
    kind: 'applied',
    entry: {
      ...entry,
      version: move.version,
      ahead,
      isNext: ahead === 0,
      minutesPerPerson: move.minutesPerPerson,
      estimatedWaitMinutes: estimateWaitMinutes(ahead, move.minutesPerPerson),
    },
  };
}
