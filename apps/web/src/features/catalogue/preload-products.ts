import type { PlacePreload } from '../../lib/place-brand';
import { fetchLinkBusiness } from '../../lib/queries/public-business';
import { publicProductsQuery } from '../../lib/queries/public-products';

/** The price list (`?b=`): the link's business and its list side by side, so the first render shows both. */
export const preloadPlace: PlacePreload = (url, queryClient) => {
  const publicId = url.searchParams.get('b')?.trim();
  const products = publicId ? queryClient.prefetchQuery(publicProductsQuery(publicId)) : undefined;
  return Promise.all([fetchLinkBusiness(queryClient, url), products]).then(([business]) => business);
};
