import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiClient } from './api-client';
import { authStore } from './auth-store';

/**
 * Logout (spec §4): ends the session on the server, goes to `/` and then forgets the token, which
 * also empties the user's cached data (forget-user-data.ts). The order matters: forgetting the token
 * on a protected page first would make its guard send the user to the login instead of home.
 * A failed server call does not keep anyone signed in on this device.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await apiClient.post('/api/auth/logout');
    } catch {
      // Offline or already expired: the local sign-out below is what the user asked for.
    }
    await navigate('/');
    authStore.clear();
  }, [navigate]);
}
