import type { Product, ProductBody, ProductPatchBody } from '@qtify/shared/schemas/product-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { appointmentTypeKeys } from './appointment-types';
import { businessKeys, businessPath } from './businesses';

/** A business's catalogue: services and goods with their gross price in minor units. */
export type { Product };

export interface ProductList {
  currency: string;
  products: Product[];
}

export const productKeys = {
  list: (businessId: string) => [...businessKeys.detail(businessId), 'products'] as const,
};

const productsPath = (businessId: string) => `${businessPath(businessId)}/products`;
const productPath = (businessId: string, productId: string) =>
  `${productsPath(businessId)}/${encodeURIComponent(productId)}`;

export function useProducts(businessId: string | undefined) {
  return useQuery({
    queryKey: productKeys.list(businessId ?? ''),
    queryFn: ({ signal }) => apiClient.get<ProductList>(productsPath(businessId ?? ''), { signal }),
    enabled: Boolean(businessId),
    staleTime: 30_000,
  });
}

/** Adds a product (`productId` null) or changes one; a bookable service changes the appointment types too. */
export function useSaveProduct(businessId: string, productId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProductBody | ProductPatchBody) =>
      (
        await (productId
          ? apiClient.patch<{ product: Product }>(productPath(businessId, productId), body)
          : apiClient.post<{ product: Product }>(productsPath(businessId), body))
      ).product,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.list(businessId) }),
        queryClient.invalidateQueries({ queryKey: appointmentTypeKeys.list(businessId) }),
      ]),
  });
}

export function useDeleteProduct(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => apiClient.delete(productPath(businessId, productId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.list(businessId) }),
  });
}

/** Puts the catalogue in this order; the list shows it at once and goes back if the server refuses. */
export function useOrderProducts(businessId: string) {
  const queryClient = useQueryClient();
  const key = productKeys.list(businessId);
  return useMutation({
    mutationFn: (productIds: string[]) =>
      apiClient.put<ProductList>(`${productsPath(businessId)}/order`, { productIds }),
    onMutate: async (productIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ProductList>(key);
      if (before) {
        const byId = new Map(before.products.map((product) => [product.id, product]));
        const products = productIds.flatMap((id, position) => {
          const product = byId.get(id);
          return product ? [{ ...product, position }] : [];
        });
        queryClient.setQueryData<ProductList>(key, { ...before, products });
      }
      return { before };
    },
    onError: (_error, _ids, saved) => {
      if (saved?.before) queryClient.setQueryData(key, saved.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
