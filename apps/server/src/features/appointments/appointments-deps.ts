import type { AppContext } from '../../app-context';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/database';
import type { Realtime } from '../realtime/realtime';

/** What the staff appointment and patient use cases need. */
export interface AppointmentsDeps {
  db: AppDatabase;
  clock: Clock;
  /** Tells the business's open calendars that its appointments changed. */
  realtime: Pick<Realtime, 'appointmentsChanged'>;
}

export function appointmentsDeps(context: AppContext): AppointmentsDeps {
  return { db: context.database.db, clock: context.clock, realtime: context.realtime };
}
