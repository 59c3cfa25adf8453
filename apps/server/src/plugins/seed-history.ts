import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';

/**
 * Test routes only (bench/queue-stats.mjs): `count` finished entries of a place spread evenly over
 * the `days` before `until`, in one statement: waits of 0–39 minutes, services of 3–27, every 20th
 * a no-show never called. No patients (the statistics need none), so a year of a busy place is
 * written in seconds.
 */
export async function seedFinishedEntries(
  db: AppDatabase,
  businessId: string,
  count: number,
  days: number,
  until: Date,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO queue_entries (business_id, status, outcome, sort_key, created_at, called_at, finished_at, updated_at)
    SELECT ${businessId}::uuid, 'done',
      CASE WHEN i % 20 = 0 THEN 'noShow' ELSE 'treated' END,
      i,
      joined,
      CASE WHEN i % 20 = 0 THEN NULL ELSE joined + ((i * 7919) % 40) * interval '1 minute' END,
      joined + ((i * 7919) % 40 + (i * 104729) % 25 + 3) * interval '1 minute',
      joined
    FROM generate_series(1::bigint, ${count}::bigint) AS i,
      LATERAL (SELECT ${until.toISOString()}::timestamptz - (i * ${days}::float8 / ${count}::int) * interval '1 day' AS joined) AS t`);
}
