import type { RawWaitFigures, StatsDimension } from '@qtify/shared/domain/wait-stats';
import { STATS_DIMENSIONS } from '@qtify/shared/domain/wait-stats';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';

/**
 * Each breakdown's group key, over a row of `measured` below (a queue_entries row plus `local_joined`,
 * the wall clock in the business's time zone when the wait began). A new dimension is one line here
 * (and its name in STATS_DIMENSIONS, which makes this record incomplete until it is added).
 */
const DIMENSION_KEYS: Record<StatsDimension, SQL> = {
  day: sql`to_char(local_joined, 'YYYY-MM-DD')`,
  hour: sql`extract(hour from local_joined)::int::text`,
  weekday: sql`extract(isodow from local_joined)::int::text`,
  doctor: sql`appointment->>'doctorId'`,
};

export interface WaitGroupRow extends RawWaitFigures {
  /** 'all' for the whole range, else a dimension. */
  dimension: 'all' | StatsDimension;
  key: string | null;
  entries: number;
}

/**
 * The wait figures of the entries that joined in [from, to), as a whole and per value of every
 * dimension, in one statement: each entry is counted once per dimension (a lateral list of
 * (dimension, key) pairs) and grouped by the pair. Medians are percentile_cont (interpolated),
 * on PostgreSQL and PGlite alike. Waiting begins when the entry joined or, for an appointment
 * checked in early, at its start (the queue order's rule, queue-order.ts), and ends when staff
 * called it in; a call before that start counts as no wait. Service is called → done of treatments.
 * A no-show is the status noShow or a done entry with outcome noShow.
 */
export async function listWaitGroups(
  db: AppDatabase,
  businessId: string,
  from: Date,
  to: Date,
  timeZone: string,
): Promise<WaitGroupRow[]> {
  const pairs = sql.join(
    [
      sql`('all', NULL::text)`,
      ...STATS_DIMENSIONS.map((dimension) => sql`(${dimension}::text, ${DIMENSION_KEYS[dimension]})`),
    ],
    sql`, `,
  );
  const result = await db.execute(sql`
    WITH joined AS (
      SELECT q.*, greatest(q.created_at, coalesce((q.appointment->>'start')::timestamptz, q.created_at)) AS joined_at
      FROM queue_entries q
      WHERE q.business_id = ${businessId} AND q.created_at >= ${from.toISOString()}::timestamptz
        AND q.created_at < ${to.toISOString()}::timestamptz
    ), measured AS (
      SELECT joined.*,
        joined_at AT TIME ZONE ${timeZone}::text AS local_joined,
        CASE WHEN called_at IS NOT NULL
          THEN greatest(0, extract(epoch FROM called_at - joined_at) / 60)::float8 END AS wait_minutes,
        CASE WHEN outcome = 'treated' AND called_at IS NOT NULL AND finished_at IS NOT NULL
          THEN greatest(0, extract(epoch FROM finished_at - called_at) / 60)::float8 END AS service_minutes,
        (status = 'noShow' OR outcome = 'noShow') AS no_show
      FROM joined
    )
    SELECT pair.dimension, pair.key, count(*)::int AS entries,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY wait_minutes) AS wait_median,
      avg(wait_minutes) AS wait_average,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY service_minutes) AS service_median,
      avg(service_minutes) AS service_average,
      count(*) FILTER (WHERE called_at IS NOT NULL OR no_show)::int AS called,
      count(*) FILTER (WHERE no_show)::int AS no_shows
    FROM measured CROSS JOIN LATERAL (VALUES ${pairs}) AS pair(dimension, key)
    GROUP BY pair.dimension, pair.key
    ORDER BY pair.dimension, pair.key`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
  return rows.map((row) => ({
    dimension: row.dimension as WaitGroupRow['dimension'],
    key: row.key === null ? null : String(row.key),
    entries: Number(row.entries),
    waitMedian: numberOrNull(row.wait_median),
    waitAverage: numberOrNull(row.wait_average),
    serviceMedian: numberOrNull(row.service_median),
    serviceAverage: numberOrNull(row.service_average),
    called: Number(row.called),
    noShows: Number(row.no_shows),
  }));
}

function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}
