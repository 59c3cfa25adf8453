import type { Business, Shop, UpdateBusinessBody } from '@qtify/shared/schemas/business-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { currentUserKeys } from './current-user';

/**
 * A business as `GET /api/businesses/:id` answers it (API.md "Businesses"; `ZBusiness`). Only the
 * type comes from the shared schemas: zod stays out of the first download.
 */
export type { Business };

/**
 * Every query about a business lives under `businessKeys.detail(id)` (its doctors, types, queue,
 * appointments too), so deleting a business drops all of it and one invalidation refreshes it.
 */
export const businessKeys = {
  all: ['businesses'] as const,
  detail: (businessId: string) => [...businessKeys.all, businessId] as const,
  shop: (businessId: string) => [...businessKeys.detail(businessId), 'shop'] as const,
  qrCode: (businessId: string, line = '') => [...businessKeys.detail(businessId), 'qr.svg', line] as const,
};

export function businessPath(businessId: string): string {
  return `/api/businesses/${encodeURIComponent(businessId)}`;
}

/** What a new business is made of (`POST /api/businesses`). */
export interface BusinessFields {
  name: string;
  industry: string;
  colorTheme: string;
  timeZone: string;
  languageId?: string;
}

/** A PATCH: the settings, the usual service time, reminders, booking rules, the contact, opening hours (null clears), the currency. */
export type BusinessChanges = Partial<BusinessFields> &
  Pick<
    UpdateBusinessBody,
    | 'defaultServiceMinutes'
    | 'reminders'
    | 'bookingRules'
    | 'phone'
    | 'email'
    | 'website'
    | 'description'
    | 'address'
    | 'openingHours'
    | 'currency'
  >;

/** `GET /api/businesses`: the caller's businesses (owner or staff), for the main menu. */
export function useBusinesses() {
  return useQuery({
    queryKey: businessKeys.all,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ businesses: Business[] }>('/api/businesses', { signal })).businesses,
    staleTime: 60_000,
  });
}

/**
 * `GET /api/businesses/:id`, the one query of a business (staff screens, their theme, the booking
 * page of the active business). Coming from the list, the list's entry shows at once while the
 * details load, so opening a business does not flash a spinner.
 */
export function useBusiness(businessId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useQuery<Business, Error, Business, ReturnType<typeof businessKeys.detail>>({
    queryKey: businessKeys.detail(businessId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ business: Business }>(businessPath(businessId ?? ''), { signal })).business,
    enabled: Boolean(businessId),
    staleTime: 60_000,
    placeholderData: () =>
      queryClient.getQueryData<Business[]>(businessKeys.all)?.find((business) => business.id === businessId),
  });
}

/**
 * `GET /api/company/shop/:id` (spec §7): the shell looks the user's shop up; when that fails the
 * name shown is "Patient".
 */
export function useShop(shopId: string | undefined) {
  return useQuery({
    queryKey: businessKeys.shop(shopId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ shop: Shop }>(`/api/company/shop/${encodeURIComponent(shopId ?? '')}`, {
          signal,
        })
      ).shop,
    enabled: Boolean(shopId),
    staleTime: 5 * 60_000,
  });
}

/** The business's QR code as a file, fetched with the bearer token (an `<img src>` cannot send it). */
/** The QR code image; `line` (a workflow id) makes it the code of that line. */
export function fetchQrCode(
  businessId: string,
  format: 'png' | 'svg',
  signal?: AbortSignal,
  line?: string,
): Promise<Blob> {
  const query = line ? `?${new URLSearchParams({ line })}` : '';
  return apiClient.blob(`${businessPath(businessId)}/qr.${format}${query}`, { signal });
}

export function useQrCode(businessId: string | undefined, line?: string) {
  return useQuery({
    queryKey: businessKeys.qrCode(businessId ?? '', line),
    queryFn: ({ signal }) => fetchQrCode(businessId ?? '', 'svg', signal, line),
    enabled: Boolean(businessId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * `POST /api/businesses`: the caller becomes its owner and it becomes their active business, so the
 * user (shell name, industry wording, menu) is fetched again along with the list.
 */
export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: BusinessFields) =>
      (await apiClient.post<{ business: Business }>('/api/businesses', fields)).business,
    onSuccess: async (business) => {
      queryClient.setQueryData(businessKeys.detail(business.id), business);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
        queryClient.invalidateQueries({ queryKey: businessKeys.all, exact: true }),
      ]);
    },
  });
}

/**
 * `PATCH /api/businesses/:id`. The user is fetched again too: the shell shows the active business's
 * name and speaks its industry, and both may have just changed.
 */
export function useUpdateBusiness(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: BusinessChanges) =>
      (await apiClient.patch<{ business: Business }>(businessPath(businessId), changes)).business,
    onSuccess: async (business) => {
      queryClient.setQueryData(businessKeys.detail(businessId), business);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
        queryClient.invalidateQueries({ queryKey: businessKeys.all, exact: true }),
        queryClient.invalidateQueries({ queryKey: businessKeys.shop(businessId) }),
      ]);
    },
  });
}

/** `DELETE /api/businesses/:id` (owners only): if it was the active one, the user has none now. */
export function useDeleteBusiness(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete(businessPath(businessId)),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
        queryClient.invalidateQueries({ queryKey: businessKeys.all, exact: true }),
      ]);
      // Only now: until the user is fetched again, the shell still looks the deleted business up.
      queryClient.removeQueries({ queryKey: businessKeys.detail(businessId) });
    },
  });
}
