import type { PublicProduct } from '@qtify/shared/schemas/product-schemas';
import type { AppDatabase } from '../../db/database';
import { businessNotFound } from '../businesses/business-errors';
import { findPublicBusiness } from '../businesses/businesses.service';
import { presentProducts, presentPublicProduct } from './present-product';
import { listProductRows } from './products.repository';

/** The public price list by the public id of the business's links: public, active items in order. */
export async function listPublicProducts(
  db: AppDatabase,
  publicId: string,
): Promise<{ currency: string; products: PublicProduct[] }> {
  const business = await findPublicBusiness(db, publicId);
  if (!business) throw businessNotFound();
  const rows = await listProductRows(db, business.id, { publicOnly: true });
  const products = await presentProducts(db, business.id, business.currency, rows);
  return { currency: business.currency, products: products.map(presentPublicProduct) };
}
