import type { UpdateUserBody, User } from '@qtify/shared/schemas/auth-schemas';
import { AppError } from '../../errors/app-error';
import type { AuthDeps } from './auth-deps';
import { presentUser } from './present-user';
import { updateUser as updateUserRow } from './users.repository';

/** Changes the signed-in user's own profile (PATCH /api/auth/user). */
export async function updateUser(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  userId: string,
  body: UpdateUserBody,
): Promise<User> {
  if (body.activeBusinessId !== undefined) {
    // ACTIVE BUSINESS: until the businesses issue can check a membership, no business is the
    // caller's, and a business that is not the caller's answers 404 (API.md tenancy rule).
    throw new AppError(404, 'NOT_FOUND', 'No such business', { fields: { activeBusinessId: 'notFound' } });
  }
  const row = await updateUserRow(
    deps.db,
    userId,
    {
      firstName: body.firstName,
      lastName: body.lastName,
      languageId: body.languageId,
      notificationsEnabled: body.notificationsEnabled,
    },
    deps.clock.now(),
  );
  if (!row) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in');
  return presentUser(row);
}
