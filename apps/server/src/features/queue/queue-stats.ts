import { STATS_DIMENSIONS, statsRange, VISIT_DIMENSIONS, waitFigures } from '@qtify/shared/domain/wait-stats';
import { addDays, localDateOf, zonedInstant } from '@qtify/shared/domain/zoned-time';
import type { QueueStats, QueueStatsQuery, WaitGroup } from '@qtify/shared/schemas/queue-stats-schemas';
import type { AppContext } from '../../app-context';
import { queryAll } from '../../db/query-all';
import { findBusiness } from '../businesses/businesses.service';
import { listDoctorNames } from '../doctors/doctors.service';
import type { Membership } from '../memberships/membership';
import { listWorkflows } from '../workflows/workflows.service';
import { entryNotFound } from './queue-errors';
import { listWaitGroups, type WaitGroupRow } from './queue-stats.repository';
import { queueStatsCsv } from './queue-stats-csv';
import { listVisitGroups, type VisitGroupRow } from './stage-stats.repository';

const NO_ENTRIES: WaitGroupRow = {
  dimension: 'all',
  key: null,
  entries: 0,
  waitMedian: null,
  waitAverage: null,
  serviceMedian: null,
  serviceAverage: null,
  called: 0,
  noShows: 0,
};

/**
 * GET …/queue/stats: the waiting room's figures for a range of local days (docs/wait-statistics.md),
 * as a whole and broken down by every dimension of STATS_DIMENSIONS, and per stage and station
 * (VISIT_DIMENSIONS) from the visits' history. Days, hours and weekdays are
 * those of the business's time zone, so a DST change day has its 23 or 25 hours.
 */
export async function getQueueStats(
  context: AppContext,
  membership: Membership,
  query: QueueStatsQuery,
): Promise<QueueStats> {
  const db = context.database.db;
  const business = await findBusiness(db, membership.businessId);
  if (!business) throw entryNotFound();
  const timeZone = business.timeZone;
  const today = localDateOf(context.clock.now().getTime(), timeZone);
  const { from, to } = statsRange(today, query.from, query.to);
  const start = new Date(zonedInstant(from, 0, timeZone));
  const end = new Date(zonedInstant(addDays(to, 1), 0, timeZone));
  const [rows, visits, workflows] = await queryAll(db, [
    () => listWaitGroups(db, business.id, start, end, timeZone),
    () => listVisitGroups(db, business.id, start, end),
    () => listWorkflows(db, business.id),
  ] as const);
  const names = currentNames(workflows);
  const all = rows.find((row) => row.dimension === 'all') ?? NO_ENTRIES;
  const breakdowns: Partial<QueueStats['breakdowns']> = Object.fromEntries(
    STATS_DIMENSIONS.map((dimension) => [
      dimension,
      rows.filter((row) => row.dimension === dimension).map(presentGroup),
    ]),
  );
  for (const dimension of VISIT_DIMENSIONS) {
    breakdowns[dimension] = visits
      .filter((row) => row.dimension === dimension)
      .map((row) => presentVisitGroup(row, names))
      .sort(byName);
  }
  return {
    from,
    to,
    timeZone,
    entries: all.entries,
    ...waitFigures(all),
    breakdowns: breakdowns as QueueStats['breakdowns'],
  };
}

/** The names stages and stations have now, by id (a renamed one reads as it is called today). */
function currentNames(workflows: Awaited<ReturnType<typeof listWorkflows>>): Map<string, string> {
  const names = new Map<string, string>();
  for (const stage of workflows.flatMap((workflow) => workflow.stages)) {
    names.set(stage.id, stage.name);
    for (const station of stage.stations) names.set(station.id, station.name);
  }
  return names;
}

/** A stage's or station's group, named as it is now, or (deleted) as its visits recorded it. */
function presentVisitGroup(row: VisitGroupRow, names: ReadonlyMap<string, string>): WaitGroup {
  const label = (row.key !== null ? names.get(row.key) : undefined) ?? row.label;
  return { key: row.key, label, entries: row.entries, ...waitFigures(row) };
}

/** By name (then id), visits without a station last: the order the screen and the CSV show. */
function byName(a: WaitGroup, b: WaitGroup): number {
  if (a.key === null || b.key === null) return a.key === b.key ? 0 : a.key === null ? 1 : -1;
  return (a.label ?? '').localeCompare(b.label ?? '') || a.key.localeCompare(b.key);
}

function presentGroup(row: WaitGroupRow): WaitGroup {
  return { key: row.key, entries: row.entries, ...waitFigures(row) };
}

/** GET …/queue/stats.csv: the figures as a file, the doctors' groups labelled with their names. */
export async function exportQueueStats(
  context: AppContext,
  membership: Membership,
  query: QueueStatsQuery,
): Promise<{ csv: string; from: string; to: string }> {
  const stats = await getQueueStats(context, membership, query);
  const doctors = await listDoctorNames(context.database.db, membership.businessId);
  const labels = new Map(doctors.map((doctor) => [doctor.id, doctor.name]));
  return { csv: queueStatsCsv(stats, labels), from: stats.from, to: stats.to };
}
