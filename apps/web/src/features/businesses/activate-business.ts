import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../lib/current-user';
import { updateCurrentUser } from '../../lib/update-current-user';

/**
 * `PATCH /api/auth/user { activeBusinessId }`: staff work in one business at a time. The answered
 * user goes straight into the cache, so the shell's name, subtitle and wording switch at once.
 */
export function activateBusiness(queryClient: QueryClient, businessId: string): Promise<CurrentUser> {
  return updateCurrentUser(queryClient, { activeBusinessId: businessId });
}
