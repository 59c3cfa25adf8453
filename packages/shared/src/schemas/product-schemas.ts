import { z } from 'zod';
import { MAX_PRICE_MINOR } from '../domain/money';
import { isMultiLineText, isSingleLineText } from '../domain/plain-text';
import { isTaxRatePercent, MAX_TAX_RATE_PERCENT } from '../domain/tax-rates';
import { ZCurrency } from './business-schemas';

// API.md "Catalogue, public page, bills" (issue 22). Prices are integers of minor units, gross.

export const PRODUCT_LIMITS = {
  nameLength: 120,
  descriptionLength: 1000,
  categoryLength: 60,
  maxProducts: 500,
};
/** A service's length, as an appointment type's (5 minutes to 8 hours). */
export const PRODUCT_DURATION = { min: 5, max: 8 * 60 };

const line = (max: number, empty: string) =>
  z.string('required').trim().min(1, empty).max(max, 'tooLong').refine(isSingleLineText, 'invalidCharacter');
const optional = <T extends z.ZodType<string | null>>(schema: T) =>
  schema
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

export const ZPriceMinor = z
  .number('invalidPrice')
  .int('priceTooPrecise')
  .min(0, 'invalidPrice')
  .max(MAX_PRICE_MINOR, 'priceTooHigh');
export const ZTaxRatePercent = z
  .number('invalidTaxRate')
  .min(0, 'invalidTaxRate')
  .max(MAX_TAX_RATE_PERCENT, 'invalidTaxRate')
  .refine(isTaxRatePercent, 'invalidTaxRate');
const ZDuration = z
  .number('invalidNumber')
  .int('invalidNumber')
  .min(PRODUCT_DURATION.min, 'durationTooShort')
  .max(PRODUCT_DURATION.max, 'durationTooLong');

const productFields = {
  name: line(PRODUCT_LIMITS.nameLength, 'nameRequired'),
  description: optional(
    z
      .string('invalid')
      .trim()
      .max(PRODUCT_LIMITS.descriptionLength, 'tooLong')
      .refine(isMultiLineText, 'invalidCharacter'),
  ),
  category: optional(
    z
      .string('invalid')
      .trim()
      .max(PRODUCT_LIMITS.categoryLength, 'tooLong')
      .refine(isSingleLineText, 'invalidCharacter'),
  ),
  priceMinor: ZPriceMinor,
  /** Omitted, or the business's own currency (422 CURRENCY_MISMATCH otherwise). */
  currency: ZCurrency.optional(),
  taxRatePercent: ZTaxRatePercent,
  /** A service's length; null for goods. Ignored on a bookable service (its appointment type holds it). */
  durationMinutes: ZDuration.nullable().optional(),
  public: z.boolean('invalid'),
  active: z.boolean('invalid'),
  /**
   * Bookable online: true links the service to an appointment type (`appointmentTypeId` names an
   * existing one; without it a new type is made, offered by all the business's doctors); false
   * unlinks it (the type stays, the service keeps its duration).
   */
  bookable: z.boolean('invalid').optional(),
  appointmentTypeId: z.string('invalid').optional(),
};

export const ZProductBody = z.object({
  ...productFields,
  public: productFields.public.default(true),
  active: productFields.active.default(true),
});
export type ProductBody = z.infer<typeof ZProductBody>;
export const ZProductPatchBody = z.object(productFields).partial();
export type ProductPatchBody = z.infer<typeof ZProductPatchBody>;

/** The catalogue's order, first to last: every product of the business, each once. */
export const ZProductOrderBody = z.object({
  productIds: z.array(z.string()).max(PRODUCT_LIMITS.maxProducts, 'tooMany'),
});

export const ZProductIdParams = z.object({ businessId: z.string(), productId: z.string() });

export const ZProduct = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    category: z.string().nullable(),
    priceMinor: z.number().int(),
    currency: z.string(),
    taxRatePercent: z.number(),
    /** The appointment type's duration where the service is bookable, else its own (null: goods). */
    durationMinutes: z.number().int().nullable(),
    /** The linked appointment type (null: not bookable online). */
    appointmentTypeId: z.string().nullable(),
    public: z.boolean(),
    active: z.boolean(),
    position: z.number().int(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof ZProduct>;

/** What anyone may see of a public, active item: no tax rate, no internal flags. */
export const ZPublicProduct = ZProduct.pick({
  id: true,
  name: true,
  description: true,
  category: true,
  priceMinor: true,
  currency: true,
  durationMinutes: true,
  appointmentTypeId: true,
}).meta({ id: 'PublicProduct' });
export type PublicProduct = z.infer<typeof ZPublicProduct>;

export const ZProductResponse = z.object({ success: z.literal(true), product: ZProduct });
export const ZProductsResponse = z.object({
  success: z.literal(true),
  currency: z.string(),
  products: z.array(ZProduct),
});
export const ZPublicProductsResponse = z.object({
  success: z.literal(true),
  currency: z.string(),
  products: z.array(ZPublicProduct),
});
