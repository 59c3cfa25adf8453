import { tablesByFit } from '@qtify/shared/domain/party-size';
import type { AppDatabase } from '../../db/database';
import { listTableSizes } from '../doctors/doctors.service';

/**
 * The tables of `doctorIds` that seat a restaurant's party, best fit first; an empty list when
 * none does. Undefined when the party size does not matter (no size given, or not a restaurant):
 * then every doctor of the type is a candidate, as before.
 */
export async function tablesForParty(
  db: AppDatabase,
  business: { id: string; industry: string },
  doctorIds: readonly string[],
  partySize: number | undefined,
): Promise<string[] | undefined> {
  if (partySize === undefined || business.industry !== 'restaurant') return undefined;
  return tablesByFit(await listTableSizes(db, business.id, doctorIds), partySize);
}
