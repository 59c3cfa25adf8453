import type { UpdateUserBody, User } from '@qtify/shared/schemas/auth-schemas';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../errors/app-error';
import { membershipOf } from '../memberships/memberships.service';
import type { AuthDeps } from './auth-deps';
import { userView } from './user-view';
import { updateUser as updateUserRow } from './users.repository';

/** Changes the signed-in user's own profile (PATCH /api/auth/user). */
export async function updateUser(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  userId: string,
  body: UpdateUserBody,
): Promise<User> {
  const { activeBusinessId } = body;
  // Only one of the caller's own businesses; any other id answers like one that does not exist.
  if (activeBusinessId !== undefined) {
    const membership = isUuid(activeBusinessId)
      ? await membershipOf(deps.db, userId, activeBusinessId)
      : undefined;
    if (!membership) {
      throw new AppError(404, 'NOT_FOUND', 'No such business', { fields: { activeBusinessId: 'notFound' } });
    }
  }
  const row = await updateUserRow(
    deps.db,
    userId,
    {
      firstName: body.firstName,
      lastName: body.lastName,
      languageId: body.languageId,
      notificationsEnabled: body.notificationsEnabled,
      activeBusinessId,
    },
    deps.clock.now(),
  );
  if (!row) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in');
  return userView(deps.db, row);
}
