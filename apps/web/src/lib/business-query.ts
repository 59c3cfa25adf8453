import type { Business } from '@qtify/shared/schemas/business-schemas';
import { apiClient } from './api-client';

/**
 * A business as `GET /api/businesses/:id` answers it (API.md "Businesses"; `ZBusiness`). Only the
 * type comes from the shared schemas: zod stays out of the first download.
 */
export type { Business };

/** Every business query starts with this, so one invalidation refreshes the list and the details. */
export const businessesQueryKey = ['businesses'] as const;

export function businessKey(businessId: string) {
  return [...businessesQueryKey, businessId] as const;
}

export function businessPath(businessId: string): string {
  return `/api/businesses/${encodeURIComponent(businessId)}`;
}

export async function fetchBusiness(businessId: string, signal?: AbortSignal): Promise<Business> {
  const body = await apiClient.get<{ success: boolean; business: Business }>(businessPath(businessId), {
    signal,
  });
  return body.business;
}
