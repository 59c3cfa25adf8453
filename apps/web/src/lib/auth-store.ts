import { browserStorage } from './browser-storage';

/** Storage keys of the spec: prefix `auth.`, token type Bearer. */
export const AUTH_TOKEN_KEY = 'auth.token';
export const AUTH_TOKEN_TYPE_KEY = 'auth.tokenType';
const TOKEN_TYPE = 'Bearer';

type Listener = () => void;

/** Why the token went: the user signed out, or the server refused it (revoked, expired). */
export type SignOutReason = 'signedOut' | 'expired';

const storage = browserStorage('local');
const listeners = new Set<Listener>();
// Kept in memory only: the login page tells the user their session ended instead of just appearing.
let expired = false;

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * The bearer token of the signed-in user. Components read it through `useAuthToken`; the API
 * client reads it directly. Other tabs' logins and logouts arrive through the `storage` event.
 */
export const authStore = {
  getToken(): string | null {
    return storage.get(AUTH_TOKEN_KEY) || null;
  },
  /** The `Authorization` header value, or null when nobody is signed in. */
  getAuthorization(): string | null {
    const token = authStore.getToken();
    return token ? `${storage.get(AUTH_TOKEN_TYPE_KEY) || TOKEN_TYPE} ${token}` : null;
  },
  setToken(token: string): void {
    expired = false;
    storage.set(AUTH_TOKEN_KEY, token);
    storage.set(AUTH_TOKEN_TYPE_KEY, TOKEN_TYPE);
    notify();
  },
  clear(reason: SignOutReason = 'signedOut'): void {
    if (storage.get(AUTH_TOKEN_KEY) === null && storage.get(AUTH_TOKEN_TYPE_KEY) === null) return;
    expired = reason === 'expired';
    storage.remove(AUTH_TOKEN_KEY);
    storage.remove(AUTH_TOKEN_TYPE_KEY);
    notify();
  },
  /** True after the server refused the token, until the next sign-in. */
  sessionExpired(): boolean {
    return expired;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === AUTH_TOKEN_KEY) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
