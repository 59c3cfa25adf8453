import type { Booking } from '@qtify/shared/schemas/booking-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

export const manageBookingPath = (token: string) => `/api/public/bookings/${encodeURIComponent(token)}`;
export const manageBookingKey = (token: string) => ['public-booking', 'manage', token] as const;

/** The booking behind the link of the confirmation e-mail. */
export function useManagedBooking(token: string) {
  return useQuery({
    queryKey: manageBookingKey(token),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ booking: Booking }>(manageBookingPath(token), { signal })).booking,
    enabled: token !== '',
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status < 500 && error.status !== 0),
  });
}

/** Cancels the booking; the time becomes free again. */
export async function cancelBooking(token: string): Promise<void> {
  await apiClient.delete(manageBookingPath(token));
}
