import type { Booking, RescheduleBody } from '@qtify/shared/schemas/booking-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { isApiError } from '../api-error';
import { signIn } from './current-user';
import { type Joined, patientEntryKeys } from './patient-entry';
import { publicPlaceKeys } from './public-place-keys';

/** The booking behind the link of the confirmation e-mail (API.md "Booking", manage token). */
export type { Booking };

export const manageBookingKeys = {
  detail: (token: string) => ['manage-booking', token] as const,
};

const manageBookingPath = (token: string) => `/api/public/bookings/${encodeURIComponent(token)}`;

export const managedBookingQuery = (token: string) =>
  queryOptions({
    queryKey: manageBookingKeys.detail(token),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ booking: Booking }>(manageBookingPath(token), { signal })).booking,
    enabled: token !== '',
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status < 500 && error.status !== 0),
  });

export function useManagedBooking(token: string) {
  return useQuery(managedBookingQuery(token));
}

/** Cancels the booking; the time becomes free again and the page shows it cancelled. */
export function useCancelBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete(manageBookingPath(token)),
    onSuccess: () =>
      queryClient.setQueryData<Booking>(manageBookingKeys.detail(token), (booking) =>
        booking ? { ...booking, cancelled: true } : booking,
      ),
  });
}

/**
 * Moves the booking to another free time of its type; the page shows the new time. Moved or
 * refused (the time went to someone else), the place's times are fetched again.
 */
export function useRescheduleBooking(token: string, publicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RescheduleBody) =>
      (await apiClient.post<{ booking: Booking }>(`${manageBookingPath(token)}/reschedule`, body)).booking,
    onSuccess: (booking) => queryClient.setQueryData<Booking>(manageBookingKeys.detail(token), booking),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicPlaceKeys.slots(publicId) }),
  });
}

/**
 * Joins (`true`) or leaves the earlier-slot waitlist: the patient is mailed when an earlier time of
 * the type frees up. The page shows the new state at once.
 */
export function useWaitlist(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (join: boolean) =>
      join
        ? apiClient.post(`${manageBookingPath(token)}/waitlist`)
        : apiClient.delete(`${manageBookingPath(token)}/waitlist`),
    onSuccess: (_answer, join) =>
      queryClient.setQueryData<Booking>(manageBookingKeys.detail(token), (booking) =>
        booking ? { ...booking, waitlisted: join } : booking,
      ),
  });
}

/**
 * "I am here": checks the booking in to the waiting room (from 60 minutes before the start until
 * its end, else 422 CHECK_IN_CLOSED). The answer is the patient's entry with the token of its room
 * (the same again on a second tap); with `signIn` the visitor becomes its temporary user, as after
 * scanning the QR code (staff opening a patient's link stay themselves).
 */
export function useCheckInBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (checkIn: { languageId: string; signIn: boolean }) => {
      const checkedIn = await apiClient.post<Joined>(`${manageBookingPath(token)}/check-in`, {
        languageId: checkIn.languageId,
      });
      if (checkIn.signIn)
        await signIn(queryClient, checkedIn.data).catch((error: unknown) =>
          console.warn('Sign-in failed', error),
        );
      return checkedIn;
    },
    onSuccess: (checkedIn) =>
      queryClient.setQueryData(patientEntryKeys.detail(checkedIn.entry.token), checkedIn.entry),
  });
}
