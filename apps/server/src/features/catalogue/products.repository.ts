import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type ProductRow, products } from '../../db/schema/products';

export type ProductValues = Pick<
  ProductRow,
  | 'name'
  | 'description'
  | 'category'
  | 'priceMinor'
  | 'taxRatePercent'
  | 'durationMinutes'
  | 'appointmentTypeId'
  | 'isPublic'
  | 'active'
>;

// Every function takes the business id and skips deleted products: a deleted product is gone for
// the catalogue (bills keep their own copy of what they sold).

const live = (businessId: string) => and(eq(products.businessId, businessId), isNull(products.deletedAt));

export async function insertProduct(
  db: AppDatabase,
  businessId: string,
  values: ProductValues & { position: number },
  now: Date,
): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({ ...values, businessId, createdAt: now, updatedAt: now })
    .returning();
  return row as ProductRow;
}

/** The business's products in their order (position, then age). */
export function listProductRows(
  db: AppDatabase,
  businessId: string,
  filter: { publicOnly?: boolean } = {},
): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(
      and(
        live(businessId),
        filter.publicOnly ? and(eq(products.isPublic, true), eq(products.active, true)) : undefined,
      ),
    )
    .orderBy(asc(products.position), asc(products.createdAt), asc(products.id));
}

export function findProductRowsByIds(
  db: AppDatabase,
  businessId: string,
  ids: string[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(products)
    .where(and(live(businessId), inArray(products.id, ids)));
}

export async function countProducts(db: AppDatabase, businessId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(live(businessId));
  return row?.n ?? 0;
}

/** The next position: after the last product. */
export async function nextPosition(db: AppDatabase, businessId: string): Promise<number> {
  const rows = await db
    .select({ position: products.position })
    .from(products)
    .where(live(businessId))
    .orderBy(asc(products.position));
  return rows.length === 0 ? 0 : rows[rows.length - 1]!.position + 1;
}

/** The live product linked to this appointment type, if any. */
export async function findProductOfType(
  db: AppDatabase,
  businessId: string,
  typeId: string,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(live(businessId), eq(products.appointmentTypeId, typeId)));
  return row;
}

export async function updateProductRow(
  db: AppDatabase,
  businessId: string,
  productId: string,
  patch: Partial<ProductValues>,
  now: Date,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(products.id, productId), live(businessId)))
    .returning();
  return row;
}

export async function setProductPositions(
  db: AppDatabase,
  businessId: string,
  productIds: string[],
  now: Date,
): Promise<void> {
  for (const [position, id] of productIds.entries()) {
    await db
      .update(products)
      .set({ position, updatedAt: now })
      .where(and(eq(products.id, id), live(businessId)));
  }
}

/** Soft delete; the link to an appointment type goes, so the type can get another price. */
export async function softDeleteProduct(
  db: AppDatabase,
  businessId: string,
  productId: string,
  now: Date,
): Promise<boolean> {
  const deleted = await db
    .update(products)
    .set({ deletedAt: now, updatedAt: now, appointmentTypeId: null })
    .where(and(eq(products.id, productId), live(businessId)))
    .returning({ id: products.id });
  return deleted.length > 0;
}
