/**
 * The keys and address of a place as patients see it (public-places.ts), apart from its queries: the
 * patient room names the place's business without loading the booking's code.
 */
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
  wait: (publicId: string) => [...publicPlaceKeys.detail(publicId), 'wait'] as const,
  slots: (publicId: string) => [...publicPlaceKeys.detail(publicId), 'slots'] as const,
  slotsOf: (publicId: string, { typeId, date, today, persons }: SlotsRequest) =>
    [...publicPlaceKeys.slots(publicId), typeId, date ?? `from-${today}`, persons] as const,
};

export const publicBusinessPath = (publicId: string) =>
  `/api/public/businesses/${encodeURIComponent(publicId)}`;
