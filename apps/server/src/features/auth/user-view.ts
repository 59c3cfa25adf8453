import type { User } from '@qtify/shared/schemas/auth-schemas';
import type { AppDatabase } from '../../db/database';
import type { UserRow } from '../../db/schema/users';
import { findActiveBusiness, listUserMemberships } from './active-business.repository';
import { presentUser } from './present-user';

/** Presents a user with their active business loaded: every answer with a `user` goes through it. */
export async function userView(db: AppDatabase, row: UserRow): Promise<User> {
  const [active, memberships] = await Promise.all([
    findActiveBusiness(db, row.id),
    listUserMemberships(db, row.id),
  ]);
  return presentUser(row, active, memberships);
}
