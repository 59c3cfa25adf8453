import type { Shop } from '@qtify/shared/schemas/business-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { businessKey } from './business-query';

/** Under the business's key, so deleting the business drops it too. */
export function shopKey(shopId: string) {
  return [...businessKey(shopId), 'shop'] as const;
}

/**
 * `GET /api/company/shop/:id` (spec §7): the shell looks the user's shop up; when that fails the
 * name shown is "Patient". True once the lookup has failed.
 */
export function useShopLookupFailed(shopId: string | undefined): boolean {
  const query = useQuery({
    queryKey: shopKey(shopId ?? ''),
    queryFn: async ({ signal }) => {
      const body = await apiClient.get<{ success: boolean; shop: Shop }>(
        `/api/company/shop/${encodeURIComponent(shopId!)}`,
        { signal },
      );
      return body.shop;
    },
    enabled: Boolean(shopId),
    staleTime: 5 * 60_000,
  });
  return query.isError;
}
