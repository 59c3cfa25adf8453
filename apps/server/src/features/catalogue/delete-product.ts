import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import type { CatalogueDeps } from './catalogue-deps';
import { productNotFound } from './catalogue-errors';
import { softDeleteProduct } from './products.repository';

/**
 * Deletes a product (DELETE …/products/:productId): gone from the catalogue, while bills keep their
 * copy. A linked appointment type stays bookable (without a price) until staff delete it too.
 */
export async function deleteProduct(
  deps: CatalogueDeps,
  membership: Membership,
  productId: string,
): Promise<void> {
  const deleted =
    isUuid(productId) &&
    (await softDeleteProduct(deps.db, membership.businessId, productId, deps.clock.now()));
  if (!deleted) throw productNotFound();
}
