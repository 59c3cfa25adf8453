import type { QueryClient } from '@tanstack/react-query';
import { authStore } from './auth-store';
import { type CurrentUser, currentUserKey, fetchCurrentUser } from './current-user';

/**
 * Spec §4: login stores the bearer token and then fetches the user. The user is fetched with the new
 * token first and cached before the token is stored, so the app switches to the signed-in state in
 * one step (no spinner in between). The guest-only guard then sends the user on to `?redirect=`.
 */
export async function signIn(queryClient: QueryClient, token: string): Promise<CurrentUser> {
  const user = await fetchCurrentUser({ token });
  queryClient.setQueryData(currentUserKey(token), user);
  authStore.setToken(token);
  return user;
}
