import type { User } from '@qtify/shared/schemas/auth-schemas';
import { AppError } from '../../errors/app-error';
import type { AuthDeps } from './auth-deps';
import { userView } from './user-view';
import { findUserById } from './users.repository';

/** The signed-in user's profile (GET /api/auth/user). */
export async function getCurrentUser(deps: Pick<AuthDeps, 'db'>, userId: string): Promise<User> {
  const row = await findUserById(deps.db, userId);
  // The session was live a moment ago; the user can only have been deleted in between.
  if (!row) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in');
  return userView(deps.db, row);
}
