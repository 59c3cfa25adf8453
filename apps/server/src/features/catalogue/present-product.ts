import type { Product, PublicProduct } from '@qtify/shared/schemas/product-schemas';
import type { AppDatabase } from '../../db/database';
import type { ProductRow } from '../../db/schema/products';
import { findTypesByIds } from '../appointment-types/appointment-types.service';

/**
 * Products as the API shows them, in the business's currency. A linked service's duration is its
 * appointment type's (kept once); a type deleted meanwhile leaves the service not bookable, with the
 * type's last duration.
 */
export async function presentProducts(
  db: AppDatabase,
  businessId: string,
  currency: string,
  rows: ProductRow[],
): Promise<Product[]> {
  const typeIds = [...new Set(rows.flatMap((row) => row.appointmentTypeId ?? []))];
  const types = new Map((await findTypesByIds(db, businessId, typeIds)).map((type) => [type.id, type]));
  return rows.map((row) => {
    const type = row.appointmentTypeId ? types.get(row.appointmentTypeId) : undefined;
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      category: row.category,
      priceMinor: row.priceMinor,
      currency,
      taxRatePercent: Number(row.taxRatePercent),
      durationMinutes: type ? type.durationMinutes : row.durationMinutes,
      appointmentTypeId: type && !type.deletedAt ? type.id : null,
      public: row.isPublic,
      active: row.active,
      position: row.position,
    };
  });
}

export function presentPublicProduct(product: Product): PublicProduct {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    priceMinor: product.priceMinor,
    currency: product.currency,
    durationMinutes: product.durationMinutes,
    appointmentTypeId: product.appointmentTypeId,
  };
}
