import type { ZUpdateUserBody } from '@qtify/shared/schemas/auth-schemas';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from './api-client';
import { authStore } from './auth-store';
import { type CurrentUser, currentUserKey } from './current-user';

export type UserChanges = z.input<typeof ZUpdateUserBody>;

/**
 * `PATCH /api/auth/user`: saves profile changes and puts the answered user into the cache, so every
 * screen (shell, profile, language) shows them at once. Used by the profile and the language dropdown.
 */
export async function updateCurrentUser(
  queryClient: QueryClient,
  changes: UserChanges,
): Promise<CurrentUser> {
  const token = authStore.getToken();
  const body = await apiClient.patch<{ success: boolean; user: CurrentUser }>('/api/auth/user', changes);
  // Only if the same session is still signed in: a late answer must not revive a signed-out user.
  if (token !== null && authStore.getToken() === token)
    queryClient.setQueryData(currentUserKey(token), body.user);
  return body.user;
}
