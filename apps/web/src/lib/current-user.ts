import type { User } from '@qtify/shared/schemas/auth-schemas';
import { apiClient } from './api-client';
import { ApiError } from './api-error';

/**
 * The signed-in user as `GET /api/auth/user` answers it (API.md; the shape is `ZUser` of the shared
 * schemas). `company` and `shop` are the user's active business; both are null for a patient.
 * Only the type is imported: parsing with zod here would put zod into every first visit.
 */
export type CurrentUser = User;

export const currentUserQueryKey = ['auth', 'user'] as const;

/** The cache entry of the user that `token` belongs to (a new login never shows another's data). */
export function currentUserKey(token: string | null) {
  return [...currentUserQueryKey, token] as const;
}

/** Whose token it is; `token` checks a new one before it is stored, else the stored one is used. */
export async function fetchCurrentUser(options: { signal?: AbortSignal; token?: string } = {}) {
  const body = await apiClient.get<{ success?: boolean; user?: CurrentUser }>('/api/auth/user', options);
  if (!body?.success || !body.user || typeof body.user.id !== 'string') {
    throw new ApiError({ status: 500, code: 'INTERNAL', message: 'Unexpected answer from /api/auth/user' });
  }
  return body.user;
}
