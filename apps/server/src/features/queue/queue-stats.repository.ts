import type { RawWaitFigures, StatsDimension } from '@qtify/shared/domain/wait-stats';
import { STATS_DIMENSIONS } from '@qtify/shared/domain/wait-stats';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';

/**
 * Each breakdown's group key: an expression over a queue_entries row and `local_joined` (the wall
 * clock in the business's time zone when the wait began), of a type that sorts fast (a date, an
 * integer, a text id). A new dimension is one line here (and its name in STATS_DIMENSIONS, which
 * makes this record incomplete until it is added).
 */
const DIMENSION_KEYS: Record<StatsDimension, SQL> = {
  day: sql`local_joined::date`,
  hour: sql`extract(hour from local_joined)::int`,
  weekday: sql`extract(isodow from local_joined)::int`,
  doctor: sql`appointment->>'doctorId'`,
};

/** Sorts of a year's entries fit in memory (the default 4 MB spills a 100,000-entry year to disk). */
const WORK_MEM = '32MB';

export interface WaitGroupRow extends RawWaitFigures {
  /** 'all' for the whole range, else a dimension. */
  dimension: 'all' | StatsDimension;
  key: string | null;
  entries: number;
}

const column = (dimension: StatsDimension) => sql.raw(`k_${dimension}`);

/**
 * The wait figures of the entries that joined in [from, to), as a whole and per value of every
 * dimension, in one statement: each entry is measured once (a materialized CTE of narrow rows:
 * its minutes, flags and dimension keys; the lateral subqueries keep PostgreSQL from computing
 * the start of the wait again for every key), then grouped by GROUPING SETS, one set per
 * dimension and the empty set for the whole range. Medians are percentile_cont (interpolated), on
 * PostgreSQL and PGlite alike. Waiting begins when the entry joined or, for an appointment checked
 * in early, at its start (the queue order's rule, queue-order.ts), and ends when staff called it in;
 * a call before that start counts as no wait. Service is called → done of treatments. A no-show is
 * the status noShow or a done entry with outcome noShow. bench/queue-stats.mjs times a year.
 */
export async function listWaitGroups(
  db: AppDatabase,
  businessId: string,
  from: Date,
  to: Date,
  timeZone: string,
): Promise<WaitGroupRow[]> {
  const keys = sql.join(
    STATS_DIMENSIONS.map((dimension) => sql`${DIMENSION_KEYS[dimension]} AS ${column(dimension)}`),
    sql`, `,
  );
  const which = sql.join(
    STATS_DIMENSIONS.map((dimension) => sql`WHEN grouping(${column(dimension)}) = 0 THEN ${dimension}::text`),
    sql` `,
  );
  const key = sql.join(
    STATS_DIMENSIONS.map((dimension) => sql`${column(dimension)}::text`),
    sql`, `,
  );
  const sets = sql.join(
    [sql`()`, ...STATS_DIMENSIONS.map((dimension) => sql`(${column(dimension)})`)],
    sql`, `,
  );
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = ${sql.raw(`'${WORK_MEM}'`)}`);
    // Day keys are dates written as text: YYYY-MM-DD whatever the server's DateStyle.
    await tx.execute(sql`SET LOCAL datestyle = 'ISO, YMD'`);
    const result = await tx.execute(sql`
      WITH measured AS MATERIALIZED (
        SELECT
          CASE WHEN called_at IS NOT NULL
            THEN greatest(0, extract(epoch FROM called_at - joined_at) / 60)::float8 END AS wait_minutes,
          CASE WHEN outcome = 'treated' AND called_at IS NOT NULL AND finished_at IS NOT NULL
            THEN greatest(0, extract(epoch FROM finished_at - called_at) / 60)::float8 END AS service_minutes,
          (status = 'noShow' OR outcome = 'noShow') AS no_show,
          called_at IS NOT NULL AS was_called,
          ${keys}
        FROM queue_entries q
          CROSS JOIN LATERAL (SELECT greatest(q.created_at,
            coalesce((q.appointment->>'start')::timestamptz, q.created_at)) AS joined_at OFFSET 0) AS j
          CROSS JOIN LATERAL (SELECT j.joined_at AT TIME ZONE ${timeZone}::text AS local_joined OFFSET 0) AS l
        WHERE q.business_id = ${businessId} AND q.created_at >= ${from.toISOString()}::timestamptz
          AND q.created_at < ${to.toISOString()}::timestamptz
      )
      SELECT CASE ${which} ELSE 'all' END AS dimension,
        coalesce(${key}) AS key,
        count(*)::int AS entries,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY wait_minutes) AS wait_median,
        avg(wait_minutes) AS wait_average,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY service_minutes) AS service_median,
        avg(service_minutes) AS service_average,
        count(*) FILTER (WHERE was_called OR no_show)::int AS called,
        count(*) FILTER (WHERE no_show)::int AS no_shows
      FROM measured
      GROUP BY GROUPING SETS (${sets})`);
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
      string,
      unknown
    >[];
  });
  return rows
    .map((row) => ({
      dimension: row.dimension as WaitGroupRow['dimension'],
      key: row.key === null ? null : String(row.key),
      entries: Number(row.entries),
      waitMedian: numberOrNull(row.wait_median),
      waitAverage: numberOrNull(row.wait_average),
      serviceMedian: numberOrNull(row.service_median),
      serviceAverage: numberOrNull(row.service_average),
      called: Number(row.called),
      noShows: Number(row.no_shows),
    }))
    .sort(byKey);
}

/** Groups in key order: dates and ids as text, hours and weekdays as numbers; null (walk-ins) last. */
function byKey(a: WaitGroupRow, b: WaitGroupRow): number {
  if (a.key === b.key) return 0;
  if (a.key === null) return 1;
  if (b.key === null) return -1;
  const numeric = /^\d+$/.test(a.key) && /^\d+$/.test(b.key) && a.key.length <= 2 && b.key.length <= 2;
  return numeric ? Number(a.key) - Number(b.key) : a.key < b.key ? -1 : 1;
}

function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}
