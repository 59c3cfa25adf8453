import type { Business } from '@qtify/shared/schemas/business-schemas';
import { listMemberBusinesses } from './businesses.repository';
import type { BusinessesDeps } from './businesses-deps';
import { presentBusiness } from './present-business';

/** The caller's businesses, whatever their role in each (GET /api/businesses). */
export async function listBusinesses(deps: Pick<BusinessesDeps, 'db'>, userId: string): Promise<Business[]> {
  const rows = await listMemberBusinesses(deps.db, userId);
  return rows.map((row) => presentBusiness(row, row.role));
}
