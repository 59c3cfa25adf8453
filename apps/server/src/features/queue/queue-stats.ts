import { STATS_DIMENSIONS, statsRange, VISIT_DIMENSIONS, waitFigures } from '@qtify/shared/domain/wait-stats';
import { addDays, localDateOf, zonedInstant } from '@qtify/shared/domain/zoned-time';
import type { QueueStats, QueueStatsQuery, WaitGroup } from '@qtify/shared/schemas/queue-stats-schemas';
import type { AppContext } from '../../app-context';
import { findBusiness } from '../businesses/businesses.service';
import { listDoctorNames } from '../doctors/doctors.service';
import type { Membership } from '../memberships/membership';
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
  const rows = await listWaitGroups(db, business.id, start, end, timeZone);
  const visits = await listVisitGroups(db, business.id, start, end);
  const all = rows.find((row) => row.dimension === 'all') ?? NO_ENTRIES;
  const breakdowns: Partial<QueueStats['breakdowns']> = Object.fromEntries(
    STATS_DIMENSIONS.map((dimension) => [
      dimension,
      rows.filter((row) => row.dimension === dimension).map(presentGroup),
    ]),
  );
  for (const dimension of VISIT_DIMENSIONS) {
    breakdowns[dimension] = visits.filter((row) => row.dimension === dimension).map(presentVisitGroup);
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

function presentVisitGroup(row: VisitGroupRow): WaitGroup {
  return { key: row.key, label: row.label, entries: row.entries, ...waitFigures(row) };
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
