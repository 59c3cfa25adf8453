import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from './auth-store';
import { forgetUserDataOnSignOut, PUBLIC_QUERY } from './forget-user-data';
import { readPlaceIndustry, setPlaceIndustry } from './place-industry';

// The unit tests run without a browser: a window with an in-memory localStorage is enough here.
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('forgetting the signed-in user', () => {
  let queryClient: QueryClient;
  let stop: () => void;

  beforeEach(() => {
    vi.stubGlobal('window', {
      localStorage: memoryStorage(),
      addEventListener() {},
      removeEventListener() {},
    });
    queryClient = new QueryClient();
    stop = forgetUserDataOnSignOut(queryClient);
  });

  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  const cached = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[0]);

  it('keeps what a login has just cached', () => {
    queryClient.setQueryData(['auth', 'user', 'new'], { id: 'u1' });
    authStore.setToken('new');
    expect(cached()).toEqual(['auth']);
  });

  it('drops the user data but keeps public data when the token goes, for whatever reason', () => {
    authStore.setToken('t1');
    queryClient.setQueryData(['auth', 'user', 't1'], { id: 'u1' });
    queryClient.setQueryData(['businesses'], []);
    queryClient.getQueryCache().build(queryClient, { queryKey: ['languages'], meta: PUBLIC_QUERY });
    authStore.clear('expired');
    expect(cached()).toEqual(['languages']);
    expect(authStore.sessionExpired()).toBe(true);
  });

  it("forgets the industry of the patient's last place at sign-out, not at login", () => {
    authStore.clear();
    setPlaceIndustry('restaurant');
    authStore.setToken('guest');
    expect(readPlaceIndustry()).toBe('restaurant');
    authStore.clear();
    expect(readPlaceIndustry()).toBeNull();
  });

  it('forgets the expiry at the next login', () => {
    authStore.setToken('t1');
    authStore.clear('expired');
    authStore.setToken('t2');
    expect(authStore.sessionExpired()).toBe(false);
  });
});
