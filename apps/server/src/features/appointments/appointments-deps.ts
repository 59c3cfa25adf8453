import type { AppContext } from '../../app-context';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/database';

/** What the staff appointment and patient use cases need. */
export interface AppointmentsDeps {
  db: AppDatabase;
  clock: Clock;
}

export function appointmentsDeps(context: AppContext): AppointmentsDeps {
  return { db: context.database.db, clock: context.clock };
}
