import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { membershipOf } from '../memberships/memberships.service';
import { memberNotFound } from './timetable-errors';

/** Throws 404 unless `userId` is a member of the business (a malformed id is no member either). */
export async function requireMember(db: AppDatabase, businessId: string, userId: string): Promise<void> {
  if (!isUuid(userId) || !(await membershipOf(db, userId, businessId))) throw memberNotFound();
}
