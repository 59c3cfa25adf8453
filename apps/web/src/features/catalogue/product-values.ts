import type { Industry } from '@qtify/shared/domain/industry';
import { formatMoneyInput, parseMoneyInput } from '@qtify/shared/domain/money-input';
import { defaultTaxRate, taxRatesFor } from '@qtify/shared/domain/tax-rates';
import type { ProductBody } from '@qtify/shared/schemas/product-schemas';
import type { Product } from '../../lib/queries/products';

/** A service takes time (and may be booked); a good does not. */
export type ProductKind = 'service' | 'good';

/** What the product form holds: text as typed, choices as strings (Mantine inputs). */
export interface ProductFormValues {
  [key: string]: unknown;
  name: string;
  description: string;
  category: string;
  /** The price as typed in the user's language ("12,50"); read into minor units on sending. */
  priceMinor: string;
  taxRatePercent: string;
  kind: ProductKind;
  durationMinutes: string;
  bookable: boolean;
  public: boolean;
  active: boolean;
}

/** The form's start: the product's values, or a new item's defaults for this business. */
export function productFormValues(
  product: Product | null,
  { industry, country, language }: { industry: Industry; country: string | null; language: string },
): ProductFormValues {
  if (!product) {
    return {
      name: '',
      description: '',
      category: '',
      priceMinor: '',
      taxRatePercent: String(defaultTaxRate(country)),
      // A restaurant sells dishes; salons and practices sell time.
      kind: industry === 'restaurant' ? 'good' : 'service',
      durationMinutes: industry === 'restaurant' ? '' : '30',
      bookable: false,
      public: true,
      active: true,
    };
  }
  return {
    name: product.name,
    description: product.description ?? '',
    category: product.category ?? '',
    priceMinor: formatMoneyInput(product.priceMinor, language),
    taxRatePercent: String(product.taxRatePercent),
    kind: product.durationMinutes === null ? 'good' : 'service',
    durationMinutes: product.durationMinutes === null ? '' : String(product.durationMinutes),
    bookable: product.appointmentTypeId !== null,
    public: product.public,
    active: product.active,
  };
}

/**
 * The request the form's values make. A price that cannot be read becomes NaN, which the shared
 * schema refuses (the form's own check has named the reason by then); goods have no duration.
 */
export function productBody(values: ProductFormValues, language: string): ProductBody {
  const price = parseMoneyInput(values.priceMinor, language);
  const service = values.kind === 'service';
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    category: values.category.trim() || null,
    priceMinor: price.ok ? price.minor : Number.NaN,
    taxRatePercent: Number(values.taxRatePercent),
    durationMinutes: service ? Number(values.durationMinutes || Number.NaN) : null,
    bookable: service && values.bookable,
    public: values.public,
    active: values.active,
  };
}

/** The rates to choose from: the country's, and the item's own where the list has it not. */
export function taxRateChoices(country: string | null, current: string): number[] {
  const rates = [...taxRatesFor(country)];
  const own = Number(current);
  if (current !== '' && Number.isFinite(own) && !rates.includes(own)) rates.push(own);
  return rates.sort((a, b) => b - a);
}
