import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { type Business, businessesQueryKey, businessKey } from '../../lib/business-query';
import { currentUserQueryKey } from '../../lib/current-user';

export interface BusinessFields {
  name: string;
  industry: string;
  colorTheme: string;
  timeZone: string;
  languageId?: string;
}

/**
 * `POST /api/businesses`: the caller becomes its owner and it becomes their active business, so the
 * user (shell name, industry wording, menu) is fetched again along with the list.
 */
export async function createBusiness(queryClient: QueryClient, fields: BusinessFields): Promise<Business> {
  const body = await apiClient.post<{ success: boolean; business: Business }>('/api/businesses', fields);
  queryClient.setQueryData(businessKey(body.business.id), body.business);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    queryClient.invalidateQueries({ queryKey: businessesQueryKey, exact: true }),
  ]);
  return body.business;
}
