import type {
  ChangePasswordBody,
  LoginBody,
  ResetPasswordBody,
  SignupBody,
  UpdateUserBody,
  UpgradeBody,
  User,
} from '@qtify/shared/schemas/auth-schemas';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiClient } from '../api-client';
import { ApiError } from '../api-error';
import { authStore } from '../auth-store';
import { useAuthToken } from '../use-auth-token';

/**
 * The signed-in user as `GET /api/auth/user` answers it (API.md; the shape is `ZUser` of the shared
 * schemas). `company` and `shop` are the user's active business; both are null for a patient.
 * Only the types come from the shared schemas: zod stays out of every first visit.
 */
export type CurrentUser = User;

/** Every cached user lives under `currentUserKeys.all`; one entry per token, so a new login never shows another's data. */
export const currentUserKeys = {
  all: ['auth', 'user'] as const,
  of: (token: string | null) => [...currentUserKeys.all, token] as const,
};

/** Whose token it is; `token` checks a new one before it is stored, else the stored one is used. */
export async function fetchCurrentUser(options: { signal?: AbortSignal; token?: string } = {}) {
  const body = await apiClient.get<{ success?: boolean; user?: CurrentUser }>('/api/auth/user', options);
  if (!body?.success || !body.user || typeof body.user.id !== 'string') {
    throw new ApiError({ status: 500, code: 'INTERNAL', message: 'Unexpected answer from /api/auth/user' });
  }
  return body.user;
}

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
    queryKey: currentUserKeys.of(token),
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

/**
 * Spec §4: login stores the bearer token and then fetches the user. The user is fetched with the new
 * token first and cached before the token is stored, so the app switches to the signed-in state in
 * one step (no spinner in between). The guest-only guard then sends the user on to `?redirect=`.
 */
export async function signIn(queryClient: QueryClient, token: string): Promise<CurrentUser> {
  const user = await fetchCurrentUser({ token });
  queryClient.setQueryData(currentUserKeys.of(token), user);
  authStore.setToken(token);
  return user;
}

/**
 * A write that answers the changed user: it replaces the cached one, so every screen (shell,
 * profile, wording) shows it at once; only while the same session is still signed in, so a late
 * answer does not revive a signed-out user.
 */
function useUserChange<Body>(send: (body: Body) => Promise<{ user: CurrentUser }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) => {
      const token = authStore.getToken();
      const { user } = await send(body);
      if (token !== null && authStore.getToken() === token)
        queryClient.setQueryData(currentUserKeys.of(token), user);
      return user;
    },
  });
}

/** `POST /api/auth/login`: the bearer token of a new session (in `data`), then signed in. */
export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) =>
      signIn(queryClient, (await apiClient.post<{ data: string }>('/api/auth/login', body)).data),
  });
}

/** `POST /api/auth/signup`: creates the account and signs in with its first session. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignupBody) =>
      signIn(queryClient, (await apiClient.post<{ data: string }>('/api/auth/signup', body)).data),
  });
}

/** `PATCH /api/auth/user`: profile, language, notifications, the active business. */
export function useUpdateCurrentUser() {
  return useUserChange((changes: UpdateUserBody) =>
    apiClient.patch<{ user: CurrentUser }>('/api/auth/user', changes),
  );
}

/** `POST /api/auth/change-password`: 204; this session stays, the user's other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) => {
      await apiClient.post('/api/auth/change-password', body);
    },
  });
}

/** `POST /api/auth/upgrade`: a temporary account becomes permanent (same user, same session). */
export function useUpgradeAccount() {
  return useUserChange((body: UpgradeBody) =>
    apiClient.post<{ user: CurrentUser }>('/api/auth/upgrade', body),
  );
}

/** `POST /api/auth/forgot-password`: 202 whether or not the address has an account (no enumeration). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (body: { email: string }) => {
      await apiClient.post('/api/auth/forgot-password', body);
    },
  });
}

/**
 * `POST /api/auth/reset-password`: 204; the link's token works once and for an hour. The server has
 * ended every session of the account; this device forgets its token too (spec §4), which the caller
 * does once it has left the page of the used link.
 */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: ResetPasswordBody) => {
      await apiClient.post('/api/auth/reset-password', body);
    },
  });
}

/**
 * `POST /api/auth/verify-email`: 204; the link's token works once and for 48 hours (422
 * INVALID_TOKEN). The signed-in user (if this device has one) is then fetched anew, so the shell's
 * "please confirm" banner goes away.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      await apiClient.post('/api/auth/verify-email', { token });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
  });
}

/** `POST /api/auth/verify-email/resend` (signed in): 202; a few an hour (429 with Retry-After). */
export function useResendVerificationMail() {
  return useMutation({
    mutationFn: async () => {
      await apiClient.post('/api/auth/verify-email/resend');
    },
  });
}

/**
 * Logout (spec §4): goes to `/`, forgets the token, which also empties the user's cached data
 * (forget-user-data.ts), and ends the session on the server. Home comes first, so the page being
 * left does not send the user to the login (app/guards/require-auth.tsx). The token goes at once, not
 * after the server call: a reload right after must find the user signed out; a failed server call
 * does not keep anyone signed in on this device.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const token = authStore.getToken();
      await navigate('/');
      authStore.clear();
      if (!token) return;
      try {
        await apiClient.post('/api/auth/logout', undefined, { token });
      } catch {
        // Offline or already expired: the local sign-out above is what the user asked for.
      }
    },
  });
}
