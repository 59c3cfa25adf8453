import type { PublicProduct } from '@qtify/shared/schemas/product-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { publicBusinessPath, publicPlaceKeys } from './public-place-keys';

/**
 * A business's public price list (public, active items in order; no login), apart from the staff's
 * catalogue queries: the booking page shows a type's price from it and stays light.
 */
export type { PublicProduct };

export interface PublicProductList {
  currency: string;
  products: PublicProduct[];
}

export const publicProductsQuery = (publicId: string) =>
  queryOptions({
    queryKey: [...publicPlaceKeys.detail(publicId), 'products'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<PublicProductList>(`${publicBusinessPath(publicId)}/products`, { signal }),
    enabled: publicId !== '',
    staleTime: 60_000,
  });

export function usePublicProducts(publicId: string) {
  return useQuery(publicProductsQuery(publicId));
}
