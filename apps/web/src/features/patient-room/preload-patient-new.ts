import type { PlacePreload } from '../../lib/place-brand';
import { fetchLinkBusiness } from '../../lib/queries/public-business';

/** Registration (`?b=`): the business of the link. */
export const preloadPlace: PlacePreload = (url, queryClient) => fetchLinkBusiness(queryClient, url);
