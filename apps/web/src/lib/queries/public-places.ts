import { MAX_SLOT_RANGE_DAYS } from '@qtify/shared/domain/free-slots';
import { addDays } from '@qtify/shared/domain/zoned-time';
import type { PublicAppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import type { Booking, BookingBody, Slot } from '@qtify/shared/schemas/booking-schemas';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { publicBusinessPath, publicPlaceKeys, type SlotsRequest } from './public-place-keys';

/**
 * A place's online booking as patients see it (API.md "Booking (public, no login)"): its appointment
 * types, free times and the booking itself. Only types come from the shared schemas: zod stays out of
 * a page patients open from a link on their phone; its business is public-business.ts.
 */

/** The days one page of free times covers. */
export const SLOT_PAGE_DAYS = 14;

export const publicTypesQuery = (publicId: string) =>
  queryOptions({
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

export function usePublicTypes(publicId: string) {
  return useQuery(publicTypesQuery(publicId));
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
