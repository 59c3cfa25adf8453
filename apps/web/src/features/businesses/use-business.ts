import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Business, businessesQueryKey, businessKey, fetchBusiness } from '../../lib/business-query';

/**
 * `GET /api/businesses/:id`. Coming from the list, the list's entry shows at once while the
 * details load, so opening a business does not flash a spinner.
 */
export function useBusiness(businessId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery<Business, Error, Business, ReturnType<typeof businessKey>>({
    queryKey: businessKey(businessId ?? ''),
    queryFn: ({ signal }) => fetchBusiness(businessId!, signal),
    enabled: Boolean(businessId),
    staleTime: 60_000,
    placeholderData: () =>
      queryClient
        .getQueryData<Business[]>(businessesQueryKey)
        ?.find((business) => business.id === businessId),
  });
}
