import { useQuery } from '@tanstack/react-query';
import { type CurrentUser, currentUserKey, fetchCurrentUser } from './current-user';
import { useAuthToken } from './use-auth-token';

export type AuthStatus = 'guest' | 'loading' | 'user' | 'error';

export interface CurrentUserState {
  status: AuthStatus;
  user: CurrentUser | null;
  error: unknown;
  refetch: () => void;
}

/**
 * Who is signed in. Without a token the visitor is a guest and no request is made; with one the
 * user is fetched once and cached (a 401 clears the token in the API client, which makes this a guest).
 */
export function useCurrentUser(): CurrentUserState {
  const token = useAuthToken();
  const query = useQuery({
    // The token is part of the key so a new login never shows the previous user's cached data.
    queryKey: currentUserKey(token),
    queryFn: ({ signal }) => fetchCurrentUser({ signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
  const refetch = () => void query.refetch();
  if (token === null) return { status: 'guest', user: null, error: null, refetch };
  if (query.data) return { status: 'user', user: query.data, error: null, refetch };
  if (query.isError) return { status: 'error', user: null, error: query.error, refetch };
  return { status: 'loading', user: null, error: null, refetch };
}
