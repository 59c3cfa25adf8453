// Wait statistics at scale (issue 21): GET …/queue/stats over a one-year range of a place with
// 100,000 finished entries, on the built server (apps/server/dist/main.js), on PostgreSQL and on the
// embedded PGlite. The history is seeded in one statement through a test-only route
// (QTIFY_TEST_ROUTES=1, /api/test/history-seed). One warm-up call, then RUNS timed calls one after
// the other (wall clock of the HTTP answer, this process to the server and back); the CSV once.
// Target (PostgreSQL): the median ≤ 1,000 ms. PostgreSQL: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres); a fresh database is created and dropped.
// Run after `npm run build -w @qtify/server`: node bench/queue-stats.mjs
import { apiClient, builtServerAt, machine, report, runOnBothDatabases } from './queue-bench-kit.mjs';
import { startServer } from './start-server.mjs';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const DAYS = 366;
const RUNS = 5;
const TARGET_MS = 1000;
const builtAt = builtServerAt();

async function runOn(kind, extraEnv) {
  const server = await startServer({ QTIFY_TEST_ROUTES: '1', ...extraEnv });
  try {
    const client = apiClient(server.url);
    await client.signUp('Stats');
    const { call } = client;
    const business = await client.createBusiness('Bench Statistik');
    const seeded = await call('POST', '/api/test/history-seed', {
      businessId: business.id,
      count: ENTRIES,
      days: DAYS,
    });
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.parse(today) - 365 * 86_400_000).toISOString().slice(0, 10);
    const path = `/api/businesses/${business.id}/queue/stats?from=${from}&to=${today}`;
    const warm = await call('GET', path);
    const { stats } = JSON.parse(warm.text);
    const times = [];
    for (let run = 0; run < RUNS; run++) times.push((await call('GET', path)).ms);
    times.sort((a, b) => a - b);
    const csv = await call('GET', path.replace('/queue/stats?', '/queue/stats.csv?'));
    return {
      kind,
      seedMs: seeded.ms,
      warmMs: warm.ms,
      median: times[Math.floor(RUNS / 2)],
      max: times.at(-1),
      csvMs: csv.ms,
      entries: stats.entries,
      days: stats.breakdowns.day.length,
      bytes: warm.text.length,
    };
  } finally {
    await server.stop();
  }
}

const { results, failures } = await runOnBothDatabases('qtify_bench_stats', runOn);

const rows = results.map((r) => {
  const target = r.kind === 'PostgreSQL';
  if (target && r.median > TARGET_MS) failures.push(`${r.kind}: median ${r.median.toFixed(0)} ms`);
  return {
    database: r.kind,
    'stats, 1 year (ms, median)': r.median.toFixed(0),
    detail: `max ${r.max.toFixed(0)}, first ${r.warmMs.toFixed(0)}; CSV ${r.csvMs.toFixed(0)} ms; ${r.entries} entries on ${r.days} days, answer ${(r.bytes / 1024).toFixed(0)} KB; seeding ${(r.seedMs / 1000).toFixed(1)} s`,
    target: target ? `≤ ${TARGET_MS} ms` : '(figure)',
    result: target ? (r.median <= TARGET_MS ? 'met' : 'MISSED') : '',
  };
});
report(
  `wait statistics (${machine()}); ${ENTRIES} entries over ${DAYS} days, ${RUNS} calls:`,
  rows,
  builtAt,
  failures,
);
