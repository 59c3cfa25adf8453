import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { type Business, businessesQueryKey } from '../../lib/business-query';

/** `GET /api/businesses`: the caller's businesses (owner or staff), for the main menu. */
export function useBusinesses() {
  return useQuery({
    queryKey: businessesQueryKey,
    queryFn: async ({ signal }) => {
      const body = await apiClient.get<{ success: boolean; businesses: Business[] }>('/api/businesses', {
        signal,
      });
      return body.businesses;
    },
    staleTime: 60_000,
  });
}
