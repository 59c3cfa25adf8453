import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiClient } from './api-client';
import { authStore } from './auth-store';
import { pathnameShown } from './committed-location';

/**
 * Logout (spec §4): goes to `/`, ends the session on the server and forgets the token, which also
 * empties the user's cached data (forget-user-data.ts). Home comes first: once the token is gone
 * (also by a 401 of the logout call itself), a protected page's guard would send the user to the
 * login instead: the token goes only once home is on screen (navigating is a transition that waits
 * for the page's chunk). A failed server call does not keep anyone signed in on this device.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/');
    await pathnameShown('/');
    try {
      await apiClient.post('/api/auth/logout');
    } catch {
      // Offline or already expired: the local sign-out below is what the user asked for.
    }
    authStore.clear();
  }, [navigate]);
}
