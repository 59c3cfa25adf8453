import { peopleAhead } from '@qtify/shared/domain/queue-position';
import { minutesPerPerson } from '@qtify/shared/domain/wait-estimate';
import { localDateOf, zonedInstant } from '@qtify/shared/domain/zoned-time';
import type { AppDatabase } from '../../db/database';
import type { BusinessRow } from '../../db/schema/businesses';
import { listOpenEntries, listTreatmentMinutesSince, type OpenEntry } from './queue.repository';

/** One business's waiting room at one moment: what every patient's view is computed from. */
export interface QueueSnapshot {
  business: BusinessRow;
  open: OpenEntry[];
  /** The open entries by id. */
  byId: Map<string, OpenEntry>;
  ahead: Map<string, number>;
  /** Median of today's finished treatments, minutes; the business default before the first. */
  minutesPerPerson: number;
}

/** Two queries, however many patients wait: the open entries and today's treatment times. */
export async function loadQueueSnapshot(
  db: AppDatabase,
  business: BusinessRow,
  now: Date,
): Promise<QueueSnapshot> {
  const today = localDateOf(now.getTime(), business.timeZone);
  const startOfToday = new Date(zonedInstant(today, 0, business.timeZone));
  const [open, minutes] = await Promise.all([
    listOpenEntries(db, business.id),
    listTreatmentMinutesSince(db, business.id, startOfToday),
  ]);
  return {
    business,
    open,
    byId: new Map(open.map((entry) => [entry.id, entry])),
    ahead: peopleAhead(open.map((entry) => ({ id: entry.id, sortKey: entry.sortKey, status: entry.status }))),
    minutesPerPerson: minutesPerPerson(minutes, business.defaultServiceMinutes),
  };
}
