import type { DUPLICATE_REASONS } from '@qtify/shared/schemas/patient-schemas';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { patients } from '../../db/schema/appointments';

export interface DuplicatePairIds {
  reason: (typeof DUPLICATE_REASONS)[number];
  ids: [string, string];
}

/**
 * Likely duplicates of the business: the same name (case and accents aside) and birthdate, then the
 * same phone digits; each pair once (the smaller id first), at most `limit`.
 */
export async function listDuplicatePairIds(
  db: AppDatabase,
  businessId: string,
  limit: number,
): Promise<DuplicatePairIds[]> {
  const result = await db.execute(sql`
    SELECT a, b, reason FROM (
      SELECT p.id AS a, q.id AS b, 'nameAndBirthdate' AS reason, 0 AS rank
        FROM ${patients} p JOIN ${patients} q ON q.business_id = p.business_id
          AND q.search_name = p.search_name AND q.birthdate = p.birthdate AND q.id > p.id
        WHERE p.business_id = ${businessId} AND p.birthdate IS NOT NULL
      UNION ALL
      SELECT p.id, q.id, 'phone', 1
        FROM ${patients} p JOIN ${patients} q ON q.business_id = p.business_id
          AND q.phone_digits = p.phone_digits AND q.id > p.id
        WHERE p.business_id = ${businessId} AND p.phone_digits <> ''
    ) pairs
    ORDER BY rank, a, b
    LIMIT ${limit}`);
  type Row = { a: string; b: string; reason: DuplicatePairIds['reason'] };
  const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
  const seen = new Set<string>();
  const pairs: DuplicatePairIds[] = [];
  for (const row of rows) {
    // A pair with the same name, birthdate and phone is named once, for its name.
    const key = `${row.a}|${row.b}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pairs.push({ reason: row.reason, ids: [row.a, row.b] });
  }
  return pairs;
}
