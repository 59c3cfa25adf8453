import type { AppContext } from '../../app-context';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/database';

/** What the doctors use cases need (the appointment types' use cases take the same). */
export interface DoctorsDeps {
  db: AppDatabase;
  clock: Clock;
}

export function doctorsDeps(context: AppContext): DoctorsDeps {
  return { db: context.database.db, clock: context.clock };
}
