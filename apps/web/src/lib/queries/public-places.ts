import { MAX_SLOT_RANGE_DAYS } from '@qtify/shared/domain/free-slots';
import { addDays } from '@qtify/shared/domain/zoned-time';
import type { PublicAppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import type { Booking, BookingBody, Slot } from '@qtify/shared/schemas/booking-schemas';
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { isApiError } from '../api-error';

/**
 * A place as patients see it without an account (API.md "Booking (public, no login)" and the
 * registration link of "Waiting room"): its business, appointment types and free times. Only types
 * come from the shared schemas: zod stays out of a page patients open from a link on their phone.
 * No staff code here either: this module is in the public pages' first download.
 */
export type { PublicBusiness };

/** The days one page of free times covers. */
export const SLOT_PAGE_DAYS = 14;

export interface SlotsRequest {
  typeId: string;
  /** One day when set, else the days from `today` on, page by page. */
  date: string | null;
  today: string;
  /** A restaurant's party: only the times of tables that seat it. */
  persons: number | null;
}

/** Everything of one place lives under `publicPlaceKeys.detail`; a booking refreshes its times. */
export const publicPlaceKeys = {
  detail: (publicId: string) => ['public-place', publicId] as const,
  business: (publicId: string) => [...publicPlaceKeys.detail(publicId), 'business'] as const,
  types: (publicId: string) => [...publicPlaceKeys.detail(publicId), 'types'] as const,
  slots: (publicId: string) => [...publicPlaceKeys.detail(publicId), 'slots'] as const,
  slotsOf: (publicId: string, { typeId, date, today, persons }: SlotsRequest) =>
    [...publicPlaceKeys.slots(publicId), typeId, date ?? `from-${today}`, persons] as const,
};

export const publicBusinessPath = (publicId: string) =>
  `/api/public/businesses/${encodeURIComponent(publicId)}`;

/** A wrong link (404) is an answer, not a failure to retry. */
const retryUnlessNotFound = (count: number, error: unknown) =>
  count < 2 && !(isApiError(error) && error.status === 404);

/** The business of a link: name, industry, colour theme, whether it takes registrations and bookings. */
export function usePublicBusiness(publicId: string) {
  return useQuery({
    queryKey: publicPlaceKeys.business(publicId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ business: PublicBusiness }>(publicBusinessPath(publicId), { signal })).business,
    enabled: publicId !== '',
    staleTime: 5 * 60_000,
    retry: retryUnlessNotFound,
  });
}

export function usePublicTypes(publicId: string) {
  return useQuery({
    queryKey: publicPlaceKeys.types(publicId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ appointmentTypes: PublicAppointmentType[] }>(
          `${publicBusinessPath(publicId)}/appointment-types`,
          { signal },
        )
      ).appointmentTypes,
    staleTime: 60_000,
  });
}

/**
 * Free times of a type: one day when `date` is set, else from `today` in pages of 14 days
 * ("show more" fetches the next page) up to the server's limit. `enabled` false waits (a
 * restaurant's party not named yet).
 */
export function useSlots(publicId: string, request: SlotsRequest, enabled = true) {
  const { typeId, date, today, persons } = request;
  return useInfiniteQuery({
    queryKey: publicPlaceKeys.slotsOf(publicId, request),
    enabled,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const from = date ?? addDays(today, pageParam * SLOT_PAGE_DAYS);
      const to = date ?? addDays(from, SLOT_PAGE_DAYS - 1);
      const query = new URLSearchParams({ typeId, from, to });
      if (persons !== null) query.set('partySize', String(persons));
      const body = await apiClient.get<{ slots: Slot[] }>(`${publicBusinessPath(publicId)}/slots?${query}`, {
        signal,
      });
      return { slots: body.slots, to };
    },
    getNextPageParam: (_last, pages) =>
      date === null && pages.length * SLOT_PAGE_DAYS < MAX_SLOT_RANGE_DAYS ? pages.length : undefined,
    staleTime: 30_000,
  });
}

/**
 * Books a free time. The same `idempotencyKey` for a retry of the same attempt (a lost answer)
 * makes the server replay its first answer instead of booking twice. Booked or refused (the time
 * went to someone else), the place's times are fetched again.
 */
export function useCreateBooking(publicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: BookingBody; idempotencyKey: string }) =>
      (
        await apiClient.post<{ booking: Booking }>(`${publicBusinessPath(publicId)}/bookings`, body, {
          headers: { 'Idempotency-Key': idempotencyKey },
        })
      ).booking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicPlaceKeys.slots(publicId) }),
  });
}

/** The place's link says something else now (registration paused): fetch its business again. */
export function useRefreshPublicBusiness(publicId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: publicPlaceKeys.business(publicId) });
}
