import type { Shop } from '@qtify/shared/schemas/business-schemas';
import { isUuid } from '../../db/is-uuid';
import { presentShop } from '../auth/present-shop';
import { businessNotFound } from './business-errors';
import { findMemberBusiness } from './businesses.repository';
import type { BusinessesDeps } from './businesses-deps';

/** The spec's shop lookup (GET /api/company/shop/:id): only for the business's members. */
export async function getShop(deps: Pick<BusinessesDeps, 'db'>, userId: string, id: string): Promise<Shop> {
  const row = isUuid(id) ? await findMemberBusiness(deps.db, userId, id) : undefined;
  if (!row) throw businessNotFound();
  return presentShop(row);
}
