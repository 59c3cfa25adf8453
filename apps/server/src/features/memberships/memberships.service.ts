import type { BusinessRole } from '@qtify/shared/domain/business-roles';
import type { AppDatabase } from '../../db/database';
import type { Membership } from './membership';
import {
  activateOtherBusiness,
  deleteMembership,
  findMembership,
  insertMembership,
  listMemberNameRows,
  listMemberRows,
  touchMembership,
  updateMembership,
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

/** The team list's "last active" is this coarse: one write per member and business at most this often. */
export const LAST_ACTIVE_RESOLUTION_MS = 5 * 60 * 1000;

/** Notes that the member used the business now, unless that was noted in the last few minutes. */
export async function markMemberActive(db: AppDatabase, membership: Membership, now: Date): Promise<void> {
  const last = membership.lastActiveAt?.getTime();
  if (last !== undefined && now.getTime() - last < LAST_ACTIVE_RESOLUTION_MS) return;
  const staleBefore = new Date(now.getTime() - LAST_ACTIVE_RESOLUTION_MS);
  await touchMembership(db, membership.userId, membership.businessId, now, staleBefore);
}

/** The business's members with names and addresses, owner first, then by name. */
export function listMembersOf(db: AppDatabase, businessId: string) {
  return listMemberRows(db, businessId);
}

/** Changes a member's role or linked doctor; false if they are no member. */
export function changeMembership(
  db: AppDatabase,
  membership: Pick<Membership, 'userId' | 'businessId'>,
  changes: { role?: BusinessRole; doctorId?: string | null },
): Promise<boolean> {
  return updateMembership(db, membership.userId, membership.businessId, changes);
}

/**
 * Ends a membership (removed, or left); if it was the user's active business, their most recently
 * joined other one becomes active. Use a transaction. False if they were no member.
 */
export async function endMembership(
  db: AppDatabase,
  membership: Pick<Membership, 'userId' | 'businessId'>,
  now: Date,
): Promise<boolean> {
  await activateOtherBusiness(db, membership.businessId, now, membership.userId);
  return deleteMembership(db, membership.userId, membership.businessId);
}

/** The business's members with their names and roles (the timetable's staff rows). */
export function listMemberNames(
  db: AppDatabase,
  businessId: string,
): Promise<{ userId: string; firstName: string; lastName: string; role: string }[]> {
  return listMemberNameRows(db, businessId);
}
