import type { Product } from '@qtify/shared/schemas/product-schemas';
import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { businessNotFound } from '../businesses/business-errors';
import { findBusiness } from '../businesses/businesses.service';
import { presentProducts } from './present-product';
import { findProductRowsByIds, listProductRows } from './products.repository';

// What other features may ask of the catalogue (never its repository): the staff list, and the
// bill's items by id, to copy name, price and tax rate into the bill when they are added.

export type { Product };

/** The business's currency (ISO 4217): every price of its catalogue is in it. */
export async function businessCurrency(db: AppDatabase, businessId: string): Promise<string> {
  const business = await findBusiness(db, businessId);
  if (!business) throw businessNotFound();
  return business.currency;
}

/** Every product that is not deleted (internal and inactive included), in the catalogue's order. */
export async function listProducts(
  db: AppDatabase,
  businessId: string,
): Promise<{ currency: string; products: Product[] }> {
  const currency = await businessCurrency(db, businessId);
  return {
    currency,
    products: await presentProducts(db, businessId, currency, await listProductRows(db, businessId)),
  };
}

/**
 * The business's products among `productIds`, in the catalogue's order, deleted ones left out
 * (and another business's ids: nothing of theirs shows). Internal and inactive ones are included:
 * the caller decides what it may sell. Malformed ids are simply not found.
 */
export async function getProducts(
  db: AppDatabase,
  businessId: string,
  productIds: string[],
): Promise<Product[]> {
  const ids = [...new Set(productIds.filter(isUuid))];
  if (ids.length === 0) return [];
  const rows = await findProductRowsByIds(db, businessId, ids);
  rows.sort((a, b) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime());
  return presentProducts(db, businessId, await businessCurrency(db, businessId), rows);
}
