import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiClient } from './api-client';
import { authStore } from './auth-store';

/**
 * Logout (spec §4): goes to `/`, forgets the token, which also empties the user's cached data
 * (forget-user-data.ts), and ends the session on the server. Home comes first, so the page being
 * left does not send the user to the login (app/guards/require-auth.tsx). The token goes at once, not
 * after the server call: a reload right after must find the user signed out; a failed server call
 * does not keep anyone signed in on this device.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const token = authStore.getToken();
    await navigate('/');
    authStore.clear();
    if (!token) return;
    try {
      await apiClient.post('/api/auth/logout', undefined, { token });
    } catch {
      // Offline or already expired: the local sign-out above is what the user asked for.
    }
  }, [navigate]);
}
