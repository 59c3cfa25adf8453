import type { AppContext } from '../../app-context';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/database';
import type { Realtime } from '../realtime/realtime';

/** What the announcements' use cases need. */
export interface AnnouncementsDeps {
  db: AppDatabase;
  clock: Clock;
  realtime: Realtime;
}

export function announcementsDeps(context: AppContext): AnnouncementsDeps {
  return { db: context.database.db, clock: context.clock, realtime: context.realtime };
}
