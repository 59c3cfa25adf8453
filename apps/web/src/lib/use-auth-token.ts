import { useSyncExternalStore } from 'react';
import { authStore } from './auth-store';

/** The current bearer token; re-renders on login, logout and on changes from other tabs. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(authStore.subscribe, authStore.getToken, () => null);
}
