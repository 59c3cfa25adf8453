import type { RawWaitFigures, VisitDimension } from '@qtify/shared/domain/wait-stats';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';

export interface VisitGroupRow extends RawWaitFigures {
  dimension: VisitDimension;
  /** The stage's or station's id; null: visits no station called. */
  key: string | null;
  /** A name recorded with its visits (the greatest, if it was renamed: no sort for it). */
  label: string | null;
  /** Visits of the stage (or at the station). */
  entries: number;
}

/**
 * The wait figures per stage and per station of the visits (queue_entry_stages, migration 0032)
 * that the entries which joined in [from, to) made, in one statement: each visit measured once in a
 * materialized CTE, then grouped by GROUPING SETS (stage), (station). Waiting runs from reaching the
 * stage (at the first one, an appointment checked in early: from its start, as for the whole visit)
 * to the call there; a call before that counts as no wait. Service runs from the call to leaving the
 * stage, of visits that went on or ended treated. A no-show is a visit that ended as one; `called`
 * counts visits called or ended as a no-show, as for whole entries (queue-stats.repository.ts).
 * The jsonb of an appointment is read only for entries that have one. bench/queue-stats.mjs: about
 * 0.2 s for a year of 100,000 visits on PostgreSQL (a label by the latest visit, array_agg … ORDER
 * BY, cost a third more: one sort of every group per breakdown).
 */
export async function listVisitGroups(
  db: AppDatabase,
  businessId: string,
  from: Date,
  to: Date,
): Promise<VisitGroupRow[]> {
  const result = await db.execute(
    sql`
      WITH visits AS MATERIALIZED (
        SELECT h.stage_id, h.station_id, h.stage_name, h.station_name,
          CASE WHEN h.called_at IS NOT NULL THEN greatest(0, extract(epoch FROM h.called_at - CASE
            WHEN q.appointment IS NULL THEN h.entered_at
            ELSE greatest(h.entered_at, coalesce((q.appointment->>'start')::timestamptz, h.entered_at)) END) / 60)::float8
          END AS wait_minutes,
          CASE WHEN h.outcome IN ('advanced', 'treated') AND h.called_at IS NOT NULL
            THEN greatest(0, extract(epoch FROM h.left_at - h.called_at) / 60)::float8 END AS service_minutes,
          coalesce(h.outcome = 'noShow', false) AS no_show,
          h.called_at IS NOT NULL AS was_called
        FROM queue_entries q
          JOIN queue_entry_stages h ON h.entry_id = q.id
        WHERE q.business_id = ${businessId} AND q.created_at >= ${from.toISOString()}::timestamptz
          AND q.created_at < ${to.toISOString()}::timestamptz
      )
      SELECT CASE WHEN grouping(stage_id) = 0 THEN 'stage' ELSE 'station' END AS dimension,
        coalesce(stage_id::text, station_id::text) AS key,
        CASE WHEN grouping(stage_id) = 0 THEN max(stage_name) ELSE max(station_name) END AS label,
        count(*)::int AS entries,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY wait_minutes) AS wait_median,
        avg(wait_minutes) AS wait_average,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY service_minutes) AS service_median,
        avg(service_minutes) AS service_average,
        count(*) FILTER (WHERE was_called OR no_show)::int AS called,
        count(*) FILTER (WHERE no_show)::int AS no_shows
      FROM visits
      GROUP BY GROUPING SETS ((stage_id), (station_id))`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
  return rows.map((row) => ({
    dimension: row.dimension as VisitDimension,
    key: row.key === null ? null : String(row.key),
    label: row.label === null || row.label === undefined ? null : String(row.label),
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
