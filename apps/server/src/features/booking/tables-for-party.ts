import { tablesByFit } from '@qtify/shared/domain/party-size';
import type { AppDatabase } from '../../db/database';
import type { BusinessRow } from '../../db/schema/businesses';
import { listPartySizes } from '../doctors/doctors.repository';

/**
 * The tables of `doctorIds` that seat a restaurant's party, best fit first; an empty list when
 * none does. Undefined when the party size does not matter (no size given, or not a restaurant):
 * then every doctor of the type is a candidate, as before.
 */
export async function tablesForParty(
  db: AppDatabase,
  business: BusinessRow,
  doctorIds: readonly string[],
  partySize: number | undefined,
): Promise<string[] | undefined> {
  if (partySize === undefined || business.industry !== 'restaurant') return undefined;
  return tablesByFit(await listPartySizes(db, business.id, doctorIds), partySize);
}
