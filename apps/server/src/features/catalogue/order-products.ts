import type { Product } from '@qtify/shared/schemas/product-schemas';
import type { Membership } from '../memberships/membership';
import { listProducts } from './catalogue.service';
import type { CatalogueDeps } from './catalogue-deps';
import { orderMismatch } from './catalogue-errors';
import { listProductRows, setProductPositions } from './products.repository';

/**
 * Puts the catalogue in the order given (PUT …/products/order): every product of the business,
 * each once; a list made before someone added or deleted one is refused (409), not half applied.
 */
export async function orderProducts(
  deps: CatalogueDeps,
  membership: Membership,
  productIds: string[],
): Promise<{ currency: string; products: Product[] }> {
  const { businessId } = membership;
  return deps.db.transaction(async (tx) => {
    const existing = new Set((await listProductRows(tx, businessId)).map((row) => row.id));
    const sent = new Set(productIds);
    if (
      sent.size !== productIds.length ||
      sent.size !== existing.size ||
      ![...sent].every((id) => existing.has(id))
    ) {
      throw orderMismatch();
    }
    await setProductPositions(tx, businessId, productIds, deps.clock.now());
    return listProducts(tx, businessId);
  });
}
