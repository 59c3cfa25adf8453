import type { Product, ProductBody } from '@qtify/shared/schemas/product-schemas';
import { PRODUCT_LIMITS } from '@qtify/shared/schemas/product-schemas';
import { isUniqueViolation } from '../../db/is-unique-violation';
import type { Membership } from '../memberships/membership';
import type { CatalogueDeps } from './catalogue-deps';
import { appointmentTypeTaken, tooManyProducts } from './catalogue-errors';
import { checkCurrency } from './check-currency';
import { linkAppointmentType } from './link-appointment-type';
import { presentProducts } from './present-product';
import { countProducts, insertProduct, nextPosition } from './products.repository';

/** Adds a product at the end of the catalogue (POST …/products); bookable: linked to an appointment type. */
export async function createProduct(
  deps: CatalogueDeps,
  membership: Membership,
  body: ProductBody,
): Promise<Product> {
  const { businessId } = membership;
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const currency = await checkCurrency(tx, businessId, body.currency);
      if ((await countProducts(tx, businessId)) >= PRODUCT_LIMITS.maxProducts) throw tooManyProducts();
      const description = body.description ?? null;
      const bookable = body.bookable === true || body.appointmentTypeId !== undefined;
      const appointmentTypeId = bookable
        ? await linkAppointmentType(
            tx,
            businessId,
            { name: body.name, description, durationMinutes: body.durationMinutes },
            body.appointmentTypeId,
            now,
          )
        : null;
      const row = await insertProduct(
        tx,
        businessId,
        {
          name: body.name,
          description,
          category: body.category ?? null,
          priceMinor: body.priceMinor,
          taxRatePercent: String(body.taxRatePercent),
          durationMinutes: appointmentTypeId ? null : (body.durationMinutes ?? null),
          appointmentTypeId,
          isPublic: body.public,
          active: body.active,
          position: await nextPosition(tx, businessId),
        },
        now,
      );
      const [product] = await presentProducts(tx, businessId, currency, [row]);
      return product!;
    });
  } catch (error) {
    // Two products linked to one type at once: the unique index lets one through.
    if (isUniqueViolation(error, 'products_appointment_type_idx')) throw appointmentTypeTaken();
    throw error;
  }
}
