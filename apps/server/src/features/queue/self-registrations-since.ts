import type { AppDatabase } from '../../db/database';
import { countPatientEntriesSince } from './self-registrations.repository';

/** How many patients joined the business's waiting room by QR code since `since` (the place's budget). */
export function selfRegistrationsSince(db: AppDatabase, businessId: string, since: Date): Promise<number> {
  return countPatientEntriesSince(db, businessId, since, 'join');
}

/** How many appointment check-ins the business's patients made from their manage links since `since`. */
export function patientCheckInsSince(db: AppDatabase, businessId: string, since: Date): Promise<number> {
  return countPatientEntriesSince(db, businessId, since, 'checkIn');
}
