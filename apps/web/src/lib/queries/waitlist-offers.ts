import type { Booking } from '@qtify/shared/schemas/booking-schemas';
import type { WaitlistOffer } from '@qtify/shared/schemas/waitlist-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { isApiError } from '../api-error';

/** An earlier time offered to a waitlisted booking (the offer mail's link, `?offer=`). */
export const waitlistOfferKeys = {
  detail: (token: string) => ['waitlist-offer', token] as const,
};

const offerPath = (token: string) => `/api/public/waitlist-offers/${encodeURIComponent(token)}`;

export const waitlistOfferQuery = (token: string) =>
  queryOptions({
    queryKey: waitlistOfferKeys.detail(token),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ offer: WaitlistOffer }>(offerPath(token), { signal })).offer,
    enabled: token !== '',
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status < 500 && error.status !== 0),
  });

export function useWaitlistOffer(token: string) {
  return useQuery(waitlistOfferQuery(token));
}

/** Takes the offered time: the first patient gets it (410 OFFER_GONE for the others). */
export function useTakeWaitlistOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiClient.post<{ booking: Booking }>(`${offerPath(token)}/take`)).booking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistOfferKeys.detail(token) }),
  });
}
