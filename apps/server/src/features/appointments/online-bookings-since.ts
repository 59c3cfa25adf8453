import type { AppDatabase } from '../../db/database';
import { countOnlineBookingsSince } from './online-bookings.repository';

/** How many appointments patients booked online at the business since `since` (the place's budget). */
export function onlineBookingsSince(db: AppDatabase, businessId: string, since: Date): Promise<number> {
  return countOnlineBookingsSince(db, businessId, since);
}
