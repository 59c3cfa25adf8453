import type { ZUpgradeBody } from '@qtify/shared/schemas/auth-schemas';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../lib/api-client';
import { authStore } from '../../lib/auth-store';
import { type CurrentUser, currentUserKey } from '../../lib/current-user';

/** `POST /api/auth/upgrade`: a temporary account becomes permanent (same user, same session). */
export async function upgradeAccount(queryClient: QueryClient, body: z.input<typeof ZUpgradeBody>) {
  const answer = await apiClient.post<{ success: boolean; user: CurrentUser }>('/api/auth/upgrade', body);
  queryClient.setQueryData(currentUserKey(authStore.getToken()), answer.user);
  return answer.user;
}
