import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { isApiError } from '../api-error';
import { publicBusinessPath, publicPlaceKeys } from './public-place-keys';

/**
 * The business of a public link (registration, booking, a booking's own page), queried in one place
 * for all three. Only the type comes from the shared schemas; no booking or staff code here.
 */
export type { PublicBusiness };

/** A wrong link (404) is an answer, not a failure to retry. */
const retryUnlessNotFound = (count: number, error: unknown) =>
  count < 2 && !(isApiError(error) && error.status === 404);

/** The business of a link: name, industry, colour theme, whether it takes registrations and bookings. */
export const publicBusinessQuery = (publicId: string) =>
  queryOptions({
    queryKey: publicPlaceKeys.business(publicId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ business: PublicBusiness }>(publicBusinessPath(publicId), { signal })).business,
    enabled: publicId !== '',
    staleTime: 5 * 60_000,
    retry: retryUnlessNotFound,
  });

/**
 * The business of a public link (`?b=`) before the page renders; null without one. Tried once: the
 * page's own query retries after the first render, which must not wait for it.
 */
export async function fetchLinkBusiness(queryClient: QueryClient, url: URL): Promise<PublicBusiness | null> {
  const publicId = url.searchParams.get('b')?.trim() ?? '';
  return publicId ? queryClient.fetchQuery({ ...publicBusinessQuery(publicId), retry: false }) : null;
}

/**
 * Staff asking whether it is open online pass a shorter `staleTime`: the owner may confirm the
 * address in another tab.
 */
export function usePublicBusiness(publicId: string, staleTime?: number) {
  const query = publicBusinessQuery(publicId);
  return useQuery(staleTime === undefined ? query : { ...query, staleTime });
}

/** The place's link says something else now (registration paused): fetch its business again. */
export function useRefreshPublicBusiness(publicId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: publicPlaceKeys.business(publicId) });
}
