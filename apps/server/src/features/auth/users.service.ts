import type { AppDatabase } from '../../db/database';
import type { UserRow } from '../../db/schema/users';
import { findUserById, findUserNames, updateUser } from './users.repository';

// What other features may ask of the accounts (never their repositories).

/** The user of an id, if the account still exists. */
export function findUser(db: AppDatabase, userId: string): Promise<UserRow | undefined> {
  return findUserById(db, userId);
}

/** Makes a business the user's active one (e.g. the one they just created). */
export async function setActiveBusiness(
  db: AppDatabase,
  userId: string,
  businessId: string,
  now: Date,
): Promise<void> {
  await updateUser(db, userId, { activeBusinessId: businessId }, now);
}

/** "First Last" of each user id (who changed an appointment); unknown ids are left out. */
export function userNames(db: AppDatabase, userIds: string[]): Promise<Map<string, string>> {
  return findUserNames(db, userIds);
}
