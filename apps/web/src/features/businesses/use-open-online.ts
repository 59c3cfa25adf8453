import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/**
 * Whether patients can book and register online at the business (its public page's `openOnline`):
 * not until an owner has confirmed their e-mail address. Undefined while loading.
 */
export function useOpenOnline(publicId: string): boolean | undefined {
  const query = useQuery({
    queryKey: ['public-business', publicId, 'openOnline'],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ business: PublicBusiness }>(
          `/api/public/businesses/${encodeURIComponent(publicId)}`,
          { signal },
        )
      ).business.openOnline,
    staleTime: 30_000,
  });
  return query.data;
}
