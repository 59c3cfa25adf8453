import type { AppDatabase } from '../../db/database';
import type { Membership } from './membership';
import {
  activateOtherBusiness,
  findMembership,
  insertMembership,
  listMemberNameRows,
} from './memberships.repository';

// Who belongs to which business: the lowest layer of the staff features. The business scope
// (plugins/business-scope.ts) checks it on every business-scoped request; others ask it here.

/** The user's membership of the business, if they have one. */
export function membershipOf(
  db: AppDatabase,
  userId: string,
  businessId: string,
): Promise<Membership | undefined> {
  return findMembership(db, userId, businessId);
}

/** Makes the user a member of the business with that role. */
export function addMembership(db: AppDatabase, membership: Membership, now: Date): Promise<void> {
  return insertMembership(db, { ...membership, createdAt: now });
}

/**
 * Before a business is deleted (same transaction): its members whose active business it is
 * switch to their most recently joined other one, or none.
 */
export function moveActiveBusinessesOff(db: AppDatabase, businessId: string, now: Date): Promise<void> {
  return activateOtherBusiness(db, businessId, now);
}

/** The business's members with their names and roles (the timetable's staff rows). */
export function listMemberNames(
  db: AppDatabase,
  businessId: string,
): Promise<{ userId: string; firstName: string; lastName: string; role: string }[]> {
  return listMemberNameRows(db, businessId);
}
