import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { currentUserQueryKey } from '../../lib/current-user';

/** `POST /api/auth/verify-email`: 204; the link's token works once and for 48 hours (422 INVALID_TOKEN). */
export async function verifyEmail(token: string): Promise<void> {
  await apiClient.post('/api/auth/verify-email', { token });
}

/**
 * Follows a verification link. The signed-in user (if this device has one) is then fetched anew,
 * so the shell's "please confirm" banner goes away.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
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
