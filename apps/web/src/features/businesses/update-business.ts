import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { type Business, businessesQueryKey, businessKey, businessPath } from '../../lib/business-query';
import { currentUserQueryKey } from '../../lib/current-user';
import { shopKey } from '../../lib/use-shop-lookup';
import type { BusinessFields } from './create-business';

export type BusinessChanges = Partial<BusinessFields> & { defaultServiceMinutes?: number };

/**
 * `PATCH /api/businesses/:id`. The user is fetched again too: the shell shows the active business's
 * name and speaks its industry, and both may have just changed.
 */
export async function updateBusiness(
  queryClient: QueryClient,
  businessId: string,
  changes: BusinessChanges,
): Promise<Business> {
  const body = await apiClient.patch<{ success: boolean; business: Business }>(
    businessPath(businessId),
    changes,
  );
  queryClient.setQueryData(businessKey(businessId), body.business);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    queryClient.invalidateQueries({ queryKey: businessesQueryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: shopKey(businessId) }),
  ]);
  return body.business;
}
