import type { AppContext } from '../../app-context';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/database';
import type { Realtime } from '../realtime/realtime';
import type { PatientLinks } from './patient-links';

/** What the staff's patient use cases need. */
export interface PatientsDeps {
  db: AppDatabase;
  clock: Clock;
  /** Tells the business's open calendars that appointments changed (a merge or an erasure). */
  realtime: Pick<Realtime, 'appointmentsChanged'>;
  links: PatientLinks;
}

export function patientsDeps(context: AppContext, links: PatientLinks): PatientsDeps {
  return { db: context.database.db, clock: context.clock, realtime: context.realtime, links };
}
