import type { AppDatabase } from '../../db/database';
import { countSelfRegistrationsSince } from './self-registrations.repository';

/** How many patients joined the business's waiting room by QR code since `since` (the place's budget). */
export function selfRegistrationsSince(db: AppDatabase, businessId: string, since: Date): Promise<number> {
  return countSelfRegistrationsSince(db, businessId, since);
}
