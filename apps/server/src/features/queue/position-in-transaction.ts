import { countBefore } from '@qtify/shared/domain/queue-position';
import type { AppDatabase } from '../../db/database';
import { lineOf } from './line-index';
import type { Position } from './present-patient-entry';
import type { QueueDeps } from './queue-deps';
import { countWaitingBefore } from './queue-version.repository';

/**
 * Where an entry stands right after its change (version `version`), inside that change's
 * transaction. The one change since `version - 1` is this entry's own, which never counts for
 * itself, so the people ahead are the waiting order keys of its line (stage) at `version - 1` below
 * its own: a binary
 * search when this instance holds that state, else a count over the place's waiting index.
 */
export async function positionInTransaction(
  { places }: QueueDeps,
  tx: AppDatabase,
  businessId: string,
  version: number,
  entry: { sortKey: number; stageId: string | null },
): Promise<Position> {
  const { sortKey, stageId } = entry;
  const keys = places.waitingAt(businessId, version - 1, lineOf(entry));
  const ahead = keys
    ? countBefore(keys, sortKey)
    : await countWaitingBefore(tx, businessId, stageId, sortKey);
  return { ahead, version };
}
