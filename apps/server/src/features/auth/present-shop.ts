import type { Industry } from '@qtify/shared/domain/industry';
import type { Shop } from '@qtify/shared/schemas/business-schemas';
import type { BusinessRow } from '../../db/schema/businesses';

/** The spec's shop shape (`GET /api/company/shop/:id`, `user.shop`): the industry is its theme. */
export function presentShop(row: Pick<BusinessRow, 'id' | 'name' | 'industry'>): Shop {
  return { id: row.id, name: row.name, industry: { theme: row.industry as Industry } };
}
