import type { AppContext } from '../../app-context';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/database';

/** What the timetable's use cases need. */
export interface TimetableDeps {
  db: AppDatabase;
  clock: Clock;
}

export function timetableDeps(context: AppContext): TimetableDeps {
  return { db: context.database.db, clock: context.clock };
}
