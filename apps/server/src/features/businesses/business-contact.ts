import type { Address, UpdateBusinessBody } from '@qtify/shared/schemas/business-schemas';
import type { BusinessRow } from '../../db/schema/businesses';
import type { BusinessPatch } from './businesses.repository';

/** The address of a business's row; null when none of its parts is given. */
export function businessAddress(row: BusinessRow): Address | null {
  const address = {
    street: row.addressStreet ?? '',
    postalCode: row.addressPostalCode ?? '',
    city: row.addressCity ?? '',
    country: row.addressCountry ?? '',
  };
  return Object.values(address).some(Boolean) ? address : null;
}

/** The contact of a PATCH body as columns: absent fields stay as they are, null clears. */
export function contactPatch(body: UpdateBusinessBody): BusinessPatch {
  const patch: BusinessPatch = {
    phone: body.phone,
    email: body.email,
    website: body.website,
    description: body.description,
    openingHours: body.openingHours,
  };
  if (body.address !== undefined) {
    const part = (text: string | undefined) => text || null;
    patch.addressStreet = part(body.address?.street);
    patch.addressPostalCode = part(body.address?.postalCode);
    patch.addressCity = part(body.address?.city);
    patch.addressCountry = part(body.address?.country);
  }
  return patch;
}
