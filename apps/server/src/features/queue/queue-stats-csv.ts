import { STATS_DIMENSIONS } from '@qtify/shared/domain/wait-stats';
import type { QueueStats, WaitFiguresShape } from '@qtify/shared/schemas/queue-stats-schemas';
import { toCsv } from '../patients/patients-csv';

const HEADER = [
  'dimension',
  'key',
  'entries',
  'called',
  'noShows',
  'noShowRate',
  'waitMedianMinutes',
  'waitAverageMinutes',
  'serviceMedianMinutes',
  'serviceAverageMinutes',
];

function figures(group: WaitFiguresShape & { entries: number }): (string | number | null)[] {
  return [
    group.entries,
    group.called,
    group.noShows,
    group.noShowRate,
    group.waitMinutes.median,
    group.waitMinutes.average,
    group.serviceMinutes.median,
    group.serviceMinutes.average,
  ];
}

/**
 * GET …/queue/stats.csv: the same figures as a spreadsheet (patients-csv.ts's format: BOM,
 * semicolons, CRLF): one row for the whole range (`total`, key `from..to`), then one row per group of
 * every breakdown, the days first. Numbers use a dot; no names, only ids of doctors.
 */
export function queueStatsCsv(stats: QueueStats): string {
  const rows: (string | number | null)[][] = [
    HEADER,
    ['total', `${stats.from}..${stats.to}`, ...figures(stats)],
  ];
  for (const dimension of STATS_DIMENSIONS) {
    for (const group of stats.breakdowns[dimension]) rows.push([dimension, group.key, ...figures(group)]);
  }
  return toCsv(rows);
}
