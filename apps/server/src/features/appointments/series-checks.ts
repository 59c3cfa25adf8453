import type { SeriesConflictReason } from '@qtify/shared/schemas/series-schemas';
import type { AppDatabase } from '../../db/database';
import { doctorBusyTimes } from '../scheduling/doctor-busy-times';

export interface PlannedInstance {
  index: number;
  start: Date;
  end: Date;
}

export interface SeriesCheckInput {
  businessId: string;
  doctorId: string;
  instances: PlannedInstance[];
  now: Date;
}

/** One reason an instance cannot be booked: the indexes it finds among the instances. */
interface SeriesCheck {
  reason: SeriesConflictReason;
  find(db: AppDatabase, input: SeriesCheckInput): Promise<Set<number>>;
}

/**
 * The conflicts a series is checked for, in order (an instance shows the first it meets). Preview
 * and save both run them; a new reason (e.g. outside the doctor's hours or in an absence) is one
 * entry here and one in SERIES_CONFLICT_REASONS.
 */
const SERIES_CHECKS: SeriesCheck[] = [
  { reason: 'past', find: async (_db, { instances, now }) => indexes(instances, (i) => i.start <= now) },
  {
    reason: 'slotTaken',
    find: async (db, { doctorId, instances }) => {
      if (instances.length === 0) return new Set();
      const range = { from: instances[0]!.start, to: instances[instances.length - 1]!.end };
      const busy = await doctorBusyTimes(db, [doctorId], range);
      return indexes(instances, (i) =>
        busy.some((time) => time.start < i.end.getTime() && i.start.getTime() < time.end),
      );
    },
  },
];

function indexes(instances: PlannedInstance[], test: (instance: PlannedInstance) => boolean): Set<number> {
  return new Set(instances.filter(test).map((instance) => instance.index));
}

/** Each instance's first conflict, by index (absent: bookable). */
export async function findSeriesConflicts(
  db: AppDatabase,
  input: SeriesCheckInput,
): Promise<Map<number, SeriesConflictReason>> {
  const conflicts = new Map<number, SeriesConflictReason>();
  for (const check of SERIES_CHECKS) {
    for (const index of await check.find(db, input)) {
      if (!conflicts.has(index)) conflicts.set(index, check.reason);
    }
  }
  return conflicts;
}
