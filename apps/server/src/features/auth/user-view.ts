import type { User } from '@qtify/shared/schemas/auth-schemas';
import type { AppDatabase } from '../../db/database';
import type { UserRow } from '../../db/schema/users';
import { findActiveBusiness } from './active-business.repository';
import { presentUser } from './present-user';

/** Presents a user with their active business loaded: every answer with a `user` goes through it. */
export async function userView(db: AppDatabase, row: UserRow): Promise<User> {
  return presentUser(row, await findActiveBusiness(db, row.id));
}
