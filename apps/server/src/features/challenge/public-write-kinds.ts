import type { Budget } from '@qtify/shared/domain/abuse-limits';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/database';
import { onlineBookingsSince } from '../appointments/online-bookings-since';
import { selfRegistrationsSince } from '../queue/self-registrations-since';

/**
 * The public writes a place budgets (issue 16): each has its budget in `config.limits` and counts its
 * own past writes from the database. A new one (a kiosk, prescription requests) is one entry here and
 * `config: { publicWrite: '<kind>' }` on its route.
 */
export const PUBLIC_WRITES = {
  join: {
    budget: (limits: Config['limits']) => limits.placeJoins,
    countSince: selfRegistrationsSince,
  },
  booking: {
    budget: (limits: Config['limits']) => limits.placeBookings,
    countSince: onlineBookingsSince,
  },
} satisfies Record<
  string,
  {
    budget: (limits: Config['limits']) => Budget;
    countSince: (db: AppDatabase, businessId: string, since: Date) => Promise<number>;
  }
>;

export type PublicWriteKind = keyof typeof PUBLIC_WRITES;
