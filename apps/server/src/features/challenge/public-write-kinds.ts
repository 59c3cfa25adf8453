import { type Budget, PRESCRIPTION_REQUESTS_PER_PLACE } from '@qtify/shared/domain/abuse-limits';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/database';
import { onlineBookingsSince } from '../appointments/online-bookings-since';
import { placeOfManageToken } from '../booking/place-of-manage-token';
import { placeOfKioskToken } from '../lobby/place-of-kiosk-token';
import { placeOfPortalToken, prescriptionRequestsSince } from '../prescriptions/prescriptions.service';
import { patientCheckInsSince, selfRegistrationsSince } from '../queue/self-registrations-since';

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
  // A check-in from a manage link is a way into the waiting room: the budget of joins, counted apart.
  checkIn: {
    budget: (limits: Config['limits']) => limits.placeJoins,
    countSince: patientCheckInsSince,
    placeOf: placeOfManageToken,
  },
  // Repeat-prescription requests from a patient's portal link (issue 23).
  prescriptionRequest: {
    budget: () => PRESCRIPTION_REQUESTS_PER_PLACE,
    countSince: prescriptionRequestsSince,
    placeOf: placeOfPortalToken,
  },
  // "I have an appointment" on the QR page (name and birth date): check-ins too, counted with them.
  nameCheckIn: {
    budget: (limits: Config['limits']) => limits.placeJoins,
    countSince: patientCheckInsSince,
  },
  // A kiosk's registrations and check-ins: the place's joins, its link names the place.
  kiosk: {
    budget: (limits: Config['limits']) => limits.placeJoins,
    countSince: selfRegistrationsSince,
    placeOf: placeOfKioskToken,
  },
} satisfies Record<
  string,
  {
    budget: (limits: Config['limits']) => Budget;
    countSince: (db: AppDatabase, businessId: string, since: Date) => Promise<number>;
    /** The place's public id from the route's params, where they name none (`:publicId`). */
    placeOf?: (db: AppDatabase, params: Record<string, string>) => Promise<string | undefined>;
  }
>;

export type PublicWriteKind = keyof typeof PUBLIC_WRITES;
