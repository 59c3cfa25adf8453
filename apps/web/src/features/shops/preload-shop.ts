import type { PlacePreload } from '../../lib/place-brand';
import { publicBusinessQuery } from '../../lib/queries/public-business';
import { publicTypesQuery } from '../../lib/queries/public-places';
import { publicProductsQuery } from '../../lib/queries/public-products';
import { publicWaitQuery } from '../../lib/queries/public-wait';
import { shopBrand } from './shop-brand';
import { shopPublicId } from './shop-public-id';

/**
 * A business's page (`/shops/<publicId>`): its business, whether it has anything to book, the wait
 * and the price list, side by side; settles when the business is in, so the first render shows the page.
 */
export const preloadPlace: PlacePreload = (url, queryClient) => {
  const publicId = shopPublicId(url.pathname);
  if (!publicId) return Promise.resolve(null);
  void queryClient.prefetchQuery(publicTypesQuery(publicId));
  void queryClient.prefetchQuery(publicWaitQuery(publicId));
  void queryClient.prefetchQuery(publicProductsQuery(publicId));
  return queryClient
    .fetchQuery({ ...publicBusinessQuery(publicId), retry: false })
    .then((business) => shopBrand(business));
};
