import type { PublicAppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import type { Slot } from '@qtify/shared/schemas/booking-schemas';
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { addDays } from './slot-days';

// API.md "Booking (public, no login)". Only types come from the shared schemas: zod stays out of
// the first download of a page that patients open from a link on their phone.

export type { PublicBusiness };

/** The days one page of free times covers, and how far ahead the server lets anyone look. */
export const SLOT_PAGE_DAYS = 14;
const MAX_DAYS_AHEAD = 62;

export const publicBusinessPath = (publicId: string) =>
  `/api/public/businesses/${encodeURIComponent(publicId)}`;

/** Every query of the flow starts with this, so a booking can refresh all of one business's times. */
export const bookingKey = (publicId: string) => ['public-booking', publicId] as const;

export function usePublicBusiness(publicId: string) {
  return useQuery({
    queryKey: [...bookingKey(publicId), 'business'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ business: PublicBusiness }>(publicBusinessPath(publicId), { signal })).business,
    enabled: publicId !== '',
    staleTime: 5 * 60_000,
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status === 404),
  });
}

export function usePublicTypes(publicId: string) {
  return useQuery({
    queryKey: [...bookingKey(publicId), 'types'],
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
 * ("show more" fetches the next page) up to the server's 62-day limit. A restaurant's party
 * (`persons`) only gets the times of tables that seat it; `enabled` false waits for it.
 */
export function useSlots(
  publicId: string,
  typeId: string,
  date: string | null,
  today: string,
  party: { persons: number | null; enabled: boolean } = { persons: null, enabled: true },
) {
  const { persons } = party;
  return useInfiniteQuery({
    queryKey: [...bookingKey(publicId), 'slots', typeId, date ?? `from-${today}`, persons],
    enabled: party.enabled,
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
      date === null && pages.length * SLOT_PAGE_DAYS < MAX_DAYS_AHEAD ? pages.length : undefined,
    staleTime: 30_000,
  });
}
