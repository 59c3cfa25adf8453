import type { PublicWait } from '@qtify/shared/schemas/queue-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { publicBusinessPath, publicPlaceKeys } from './public-place-keys';

/** How often a business's public page asks for the wait again while it is open and visible. */
export const PUBLIC_WAIT_REFRESH_MS = 30_000;

/** How many wait at a place now and about how long a newcomer would wait (counts only). */
export const publicWaitQuery = (publicId: string) =>
  queryOptions({
    queryKey: publicPlaceKeys.wait(publicId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ wait: PublicWait }>(`${publicBusinessPath(publicId)}/wait`, { signal })).wait,
    enabled: publicId !== '',
    staleTime: 15_000,
  });

/**
 * The live wait on the business's page: polled (a hidden tab does not poll) rather than a socket of
 * its own, so a visitor who only looks costs one small cached answer every half minute.
 */
export function usePublicWait(publicId: string, enabled = true) {
  return useQuery({
    ...publicWaitQuery(publicId),
    enabled: enabled && publicId !== '',
    refetchInterval: PUBLIC_WAIT_REFRESH_MS,
  });
}
