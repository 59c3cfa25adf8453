import type { QueryClient } from '@tanstack/react-query';
import { authStore } from './auth-store';
import { setPlaceIndustry } from './place-industry';

/**
 * Queries whose answer is the same for everyone (e.g. the language list) mark themselves with
 * `meta: PUBLIC_QUERY`; everything else in the cache belongs to the signed-in user.
 */
export const PUBLIC_QUERY = { public: true } as const;

/**
 * Removes the previous user's cached data whenever their token goes: logout, a password reset, a 401
 * (api-client.ts), or a logout or another login in a different tab. That includes the industry of
 * the patient's last place (place-industry.ts), so the next guest in this tab does not see the
 * previous restaurant's words. Returns the unsubscribe function.
 */
export function forgetUserDataOnSignOut(queryClient: QueryClient): () => void {
  let previous = authStore.getToken();
  return authStore.subscribe(() => {
    const token = authStore.getToken();
    // From nobody to someone is a login: sign-in.ts has just cached the new user, keep it.
    if (previous !== null && token !== previous) {
      queryClient.removeQueries({ predicate: (query) => query.meta?.public !== true });
      setPlaceIndustry(null);
    }
    previous = token;
  });
}
