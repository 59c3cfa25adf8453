import type { PlacePreload } from '../../lib/place-brand';
import { fetchLinkBusiness } from '../../lib/queries/public-business';
import { publicTypesQuery } from '../../lib/queries/public-places';

/** Booking (`?b=`): the link's business and its types (the first step), side by side. */
export const preloadPlace: PlacePreload = (url, queryClient) => {
  const publicId = url.searchParams.get('b')?.trim();
  if (publicId) void queryClient.prefetchQuery(publicTypesQuery(publicId));
  return fetchLinkBusiness(queryClient, url);
};
