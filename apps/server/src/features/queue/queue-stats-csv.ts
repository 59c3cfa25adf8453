import { STATS_BREAKDOWNS } from '@qtify/shared/domain/wait-stats';
import type { QueueStats, WaitFiguresShape } from '@qtify/shared/schemas/queue-stats-schemas';
import { toCsv } from '../patients/patients-csv';

const HEADER = [
  'dimension',
  'key',
  'label',
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
 * every breakdown, the days first. `label` names a doctor's group (`labels`: doctor id → name; empty
 * for walk-ins), a stage's or station's (the name last recorded; empty: the app's own wording), and
 * is empty for the other dimensions. Numbers use a dot; no patient data.
 */
export function queueStatsCsv(stats: QueueStats, labels: ReadonlyMap<string, string> = new Map()): string {
  const rows: (string | number | null)[][] = [
    HEADER,
    ['total', `${stats.from}..${stats.to}`, null, ...figures(stats)],
  ];
  for (const dimension of STATS_BREAKDOWNS) {
    for (const group of stats.breakdowns[dimension]) {
      const label =
        dimension === 'doctor' && group.key !== null
          ? (labels.get(group.key) ?? null)
          : (group.label ?? null);
      rows.push([dimension, group.key, label, ...figures(group)]);
    }
  }
  return toCsv(rows);
}
