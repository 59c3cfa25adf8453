import type { Product, ProductPatchBody } from '@qtify/shared/schemas/product-schemas';
import type { AppDatabase } from '../../db/database';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { isUuid } from '../../db/is-uuid';
import type { ProductRow } from '../../db/schema/products';
import { setTypeDuration } from '../appointment-types/appointment-types.service';
import type { Membership } from '../memberships/membership';
import type { CatalogueDeps } from './catalogue-deps';
import { appointmentTypeTaken, productNotFound } from './catalogue-errors';
import { checkCurrency } from './check-currency';
import { linkAppointmentType } from './link-appointment-type';
import { presentProducts } from './present-product';
import { findProductRowsByIds, type ProductValues, updateProductRow } from './products.repository';

/** Changes a product (PATCH …/products/:productId); see linkChange for the appointment type. */
export async function updateProduct(
  deps: CatalogueDeps,
  membership: Membership,
  productId: string,
  body: ProductPatchBody,
): Promise<Product> {
  if (!isUuid(productId)) throw productNotFound();
  const { businessId } = membership;
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [current] = await findProductRowsByIds(tx, businessId, [productId]);
      if (!current) throw productNotFound();
      const currency = await checkCurrency(tx, businessId, body.currency);
      const patch: Partial<ProductValues> = {
        name: body.name,
        description: body.description,
        category: body.category,
        priceMinor: body.priceMinor,
        taxRatePercent: body.taxRatePercent === undefined ? undefined : String(body.taxRatePercent),
        isPublic: body.public,
        active: body.active,
        ...(await linkChange(tx, businessId, current, body, now)),
      };
      const row = await updateProductRow(tx, businessId, productId, patch, now);
      const [product] = await presentProducts(tx, businessId, currency, [row!]);
      return product!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'products_appointment_type_idx')) throw appointmentTypeTaken();
    throw error;
  }
}

/**
 * The duration and link a patch leads to, keeping the duration in one place: on a linked service
 * it is the type's (a new duration is written there); `bookable: false` unlinks and copies the
 * type's duration back to the service; `bookable: true` or an `appointmentTypeId` links.
 */
async function linkChange(
  tx: AppDatabase,
  businessId: string,
  current: ProductRow,
  body: ProductPatchBody,
  now: Date,
): Promise<Partial<ProductValues>> {
  const linked = current.appointmentTypeId;
  if (body.bookable === false) {
    const [shown] = await presentProducts(tx, businessId, '', [current]);
    return {
      appointmentTypeId: null,
      durationMinutes: body.durationMinutes === undefined ? shown!.durationMinutes : body.durationMinutes,
    };
  }
  const relink = body.appointmentTypeId !== undefined && body.appointmentTypeId !== linked;
  if ((body.bookable === true && !linked) || relink) {
    const appointmentTypeId = await linkAppointmentType(
      tx,
      businessId,
      {
        productId: current.id,
        name: body.name ?? current.name,
        description: body.description === undefined ? current.description : body.description,
        durationMinutes: body.durationMinutes ?? current.durationMinutes,
      },
      body.appointmentTypeId,
      now,
    );
    return { appointmentTypeId, durationMinutes: null };
  }
  if (linked) {
    if (body.durationMinutes) await setTypeDuration(tx, businessId, linked, body.durationMinutes, now);
    return {};
  }
  return { durationMinutes: body.durationMinutes };
}
