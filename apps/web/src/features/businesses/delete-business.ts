import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { businessesQueryKey, businessKey, businessPath } from '../../lib/business-query';
import { currentUserQueryKey } from '../../lib/current-user';

/** `DELETE /api/businesses/:id` (owners only): if it was the active one, the user has none now. */
export async function deleteBusiness(queryClient: QueryClient, businessId: string): Promise<void> {
  await apiClient.delete(businessPath(businessId));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    queryClient.invalidateQueries({ queryKey: businessesQueryKey, exact: true }),
  ]);
  // Only now: until the user is fetched again, the shell still looks the deleted business up.
  queryClient.removeQueries({ queryKey: businessKey(businessId) });
}
