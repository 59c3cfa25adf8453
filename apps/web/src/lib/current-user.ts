import { apiClient } from './api-client';
import { ApiError } from './api-error';

/**
 * The signed-in user as `GET /api/auth/user` answers it (API.md). `company` and `shop` are the
 * user's active business; both are null for a patient.
 * TODO(accounts issue): replace with the zod schema from packages/shared once the server defines it.
 */
export interface CurrentUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  temporary: boolean;
  notificationsEnabled?: boolean;
  language: { id: string; text: string } | null;
  company: { id: string; name: string } | null;
  shop: { id: string; name: string; industry: { theme: string } | null } | null;
}

export const currentUserQueryKey = ['auth', 'user'] as const;

export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const body = await apiClient.get<{ success?: boolean; user?: CurrentUser }>('/api/auth/user', { signal });
  if (!body?.success || !body.user || typeof body.user.id !== 'string') {
    throw new ApiError({ status: 500, code: 'INTERNAL', message: 'Unexpected answer from /api/auth/user' });
  }
  return body.user;
}
