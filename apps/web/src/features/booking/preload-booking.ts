import type { PlacePreload } from '../../lib/place-brand';
import { fetchLinkBusiness } from '../../lib/queries/public-business';
import { publicTypesQuery } from '../../lib/queries/public-places';

/**
 * Booking (`?b=`): the link's business and its types (the first step), side by side; settles when
 * both are in, so the first render shows step one with its types instead of a loader.
 */
export const preloadPlace: PlacePreload = (url, queryClient) => {
  const publicId = url.searchParams.get('b')?.trim();
  const types = publicId ? queryClient.prefetchQuery(publicTypesQuery(publicId)) : undefined;
  return Promise.all([fetchLinkBusiness(queryClient, url), types]).then(([business]) => business);
};
