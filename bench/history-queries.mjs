// The queries that read history, on a practice group's years of data: 125,000 appointments and
// 250,000 queue entries (4 businesses, 20 doctors, about 1,040 days), seeded with generate_series.
// Each query runs as the app runs it (the repository functions, imported through tsx, on the app's
// own database client: openPglite / openPostgres); the three of issue 16 must take ≤ 2 ms (median of
// 500 runs; p95 printed beside it: on PGlite it includes the app's own garbage collection pauses,
// and on this shared machine other processes' bursts):
//   busy times       listBusyTimes: booked time of a business's 5 doctors in the next 14 days (the slot
//                    engine, for the booking page's default range)
//   treatment mins   listTreatmentMinutesSince: today's finished treatments (wait estimate, every queue change)
//   past view        the staff list's "past" page: created before today, newest first, 50 per page
//                    (first page and a page further back by cursor)
// and, for information (no time target): busy times of 4 weeks (a date range the patient picks),
// and the calendar's week (listAppointmentRows: whole rows, once per calendar view).
// EXPLAIN of each query must use its index and scan no table sequentially (small joined ones aside).
// PGlite first (a data directory on disk, the server's settings), then PostgreSQL on the server of
// BENCH_DATABASE_URL / TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) in a
// database of its own (dropped afterwards; skipped when the server does not answer).
// Exits non-zero on a miss. Run: node bench/history-queries.mjs
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pg-proxy';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const TARGET_MS = 2;
const WARM_UP = 20;
// Rounds of runs, the queries taking turns: a burst of other work on a shared machine then spoils
// one round of each instead of all runs of one.
const ROUNDS = 5;
const RUNS = 100;
const PAGE = 50;

const load = (path) => tsImport(path, import.meta.url);
const { openPglite } = await load('../apps/server/src/db/pglite-database.ts');
const { openPostgres } = await load('../apps/server/src/db/postgres-database.ts');
const { migrate } = await load('../apps/server/src/db/migrate.ts');
const { databaseSchema } = await load('../apps/server/src/db/database-schema.ts');
const { listAppointmentRows } = await load(
  '../apps/server/src/features/appointments/appointments.repository.ts',
);
const { listBusyTimes } = await load('../apps/server/src/features/scheduling/busy-times.repository.ts');
const { listTreatmentMinutesSince } = await load('../apps/server/src/features/queue/queue.repository.ts');

const uuid = (kind, n) => `00000000-0000-4000-${kind}-${String(n).padStart(12, '0')}`;
const BUSINESSES = [0, 1, 2, 3].map((b) => uuid('8000', b));
const doctorsOf = (b) => [0, 1, 2, 3, 4].map((d) => uuid('9000', b * 5 + d));

// Dates are relative to the day the bench runs, so "today" and "the next 4 weeks" always hold data.
const SEED = `
INSERT INTO businesses (id, public_id, name, industry)
  SELECT ('00000000-0000-4000-8000-' || lpad(b::text, 12, '0'))::uuid, 'bench' || lpad(b::text, 5, '0'),
         'Bench Praxis ' || b, 'medical'
  FROM generate_series(0, 3) b;
INSERT INTO doctors (id, business_id, name, specialty)
  SELECT ('00000000-0000-4000-9000-' || lpad(d::text, 12, '0'))::uuid,
         ('00000000-0000-4000-8000-' || lpad((d / 5)::text, 12, '0'))::uuid, 'Dr. Bench ' || d, 'General'
  FROM generate_series(0, 19) d;
-- 40,000 patients, 10,000 per business (patient p belongs to business p % 4).
INSERT INTO patients (id, business_id, first_name, last_name)
  SELECT ('00000000-0000-4000-a000-' || lpad(p::text, 12, '0'))::uuid,
         ('00000000-0000-4000-8000-' || lpad((p % 4)::text, 12, '0'))::uuid, 'Pat', 'Bench ' || p
  FROM generate_series(0, 39999) p;
-- 6,250 appointments per doctor: six 30-minute visits a day from 1,000 days ago to 6 weeks ahead,
-- every 13th cancelled.
INSERT INTO appointments (business_id, doctor_id, patient_id, title, starts_at, ends_at, status, created_at)
  SELECT ('00000000-0000-4000-8000-' || lpad((d / 5)::text, 12, '0'))::uuid,
         ('00000000-0000-4000-9000-' || lpad(d::text, 12, '0'))::uuid,
         ('00000000-0000-4000-a000-' || lpad(((d / 5) + 4 * ((d * 6250 + i) % 10000))::text, 12, '0'))::uuid,
         'Kontrolle', t, t + interval '30 minutes',
         CASE WHEN i % 13 = 0 THEN 'cancelled' ELSE 'booked' END, t - interval '10 days'
  FROM generate_series(0, 19) d, generate_series(0, 6249) i,
       LATERAL (SELECT date_trunc('day', now()) - interval '1000 days' + (i / 6) * interval '1 day'
                       + interval '7 hours' + (i % 6) * interval '75 minutes' AS t) slot;
-- 60 visits a day per business for 1,042 days up to today, in the order they joined (sort_key):
-- before today all done (85 % treated, 10 % no-show, 5 % cancelled), today half of them still open.
INSERT INTO queue_entries (business_id, patient_id, status, outcome, created_at, called_at, finished_at)
  SELECT ('00000000-0000-4000-8000-' || lpad(b::text, 12, '0'))::uuid,
         ('00000000-0000-4000-a000-' || lpad((b + 4 * (n % 10000))::text, 12, '0'))::uuid,
         CASE WHEN open THEN 'notHere' ELSE 'done' END,
         CASE WHEN open THEN NULL WHEN n % 20 = 0 THEN 'cancelled' WHEN n % 10 = 1 THEN 'noShow' ELSE 'treated' END,
         t,
         CASE WHEN open OR n % 20 = 0 THEN NULL ELSE t + (10 + n % 30) * interval '1 minute' END,
         CASE WHEN open THEN NULL ELSE t + (20 + n % 45) * interval '1 minute' END
  FROM generate_series(0, 62499) n, generate_series(0, 3) b,
       LATERAL (SELECT date_trunc('day', now()) - interval '1041 days' + (n / 60) * interval '1 day'
                       + interval '7 hours' + (n % 60) * interval '5 minutes' AS t) joined,
       LATERAL (SELECT n / 60 = 1041 AND n % 60 >= 30 AS open) state
  ORDER BY t, b;
`;

/**
 * The staff list's past view as the queue rework sends it (API.md: limit and cursor, newest
 * first): entries with their patients created before today, by sort_key descending.
 */
const PAST_VIEW = `SELECT q.*, p.first_name, p.last_name, p.birthdate
  FROM queue_entries q JOIN patients p ON p.id = q.patient_id
  WHERE q.business_id = $1 AND q.created_at < $2 AND ($3::bigint IS NULL OR q.sort_key < $3)
  ORDER BY q.sort_key DESC LIMIT ${PAGE}`;

/** The SQL and parameters a repository function sends, captured by a driver that answers nothing. */
async function sqlOf(call) {
  let captured;
  const proxy = drizzle(
    async (sql, params) => {
      captured ??= { sql, params };
      return { rows: [] };
    },
    { schema: databaseSchema },
  );
  await call(proxy);
  return captured;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** Times of each round, sorted. */
async function timeRound(run) {
  const times = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    rows = await run(i);
    times.push(performance.now() - started);
  }
  return { times: times.sort((a, b) => a - b), rows };
}

async function timeAll(queries) {
  for (const query of queries) for (let i = 0; i < WARM_UP; i++) await query.run(i);
  const rounds = queries.map(() => []);
  const rows = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, query] of queries.entries()) {
      const result = await timeRound(query.run);
      rounds[index].push(result.times);
      rows[index] = result.rows;
    }
  }
  return queries.map((_, index) => {
    const all = rounds[index].flat().sort((a, b) => a - b);
    return {
      rows: rows[index],
      p50: quantile(all, 0.5),
      p95: quantile(all, 0.95),
    };
  });
}

/** Whether the plan reads `table` through `index` and never scans it whole. */
async function planOf(connection, { sql, params }, table, index) {
  const plan = (await connection.query(`EXPLAIN ${sql}`, params)).map((row) => row['QUERY PLAN']).join('\n');
  const usesIndex = new RegExp(`(Scan(?: Backward)? using|Bitmap Index Scan on) ${index}\\b`).test(plan);
  const scansTable = new RegExp(`Seq Scan on ${table}\\b`).test(plan);
  return { index, usesIndex: usesIndex && !scansTable, plan };
}

async function measure(label, database) {
  const seedStarted = performance.now();
  await migrate(database);
  const connection = await database.connect();
  let results;
  try {
    await connection.exec(SEED);
    // What autovacuum does on PostgreSQL; the app's maintenance job does it on PGlite.
    await connection.exec('VACUUM ANALYZE');
    const seconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
    const [{ appointments, entries }] = await connection.query(
      'SELECT (SELECT count(*) FROM appointments)::int AS appointments, (SELECT count(*) FROM queue_entries)::int AS entries',
    );
    console.log(
      `\n${label}: ${appointments} appointments, ${entries} queue entries (seeded in ${seconds} s)`,
    );

    const now = new Date();
    const startOfToday = new Date(now);
    startOfToday.setUTCHours(0, 0, 0, 0);
    const days = (n) => new Date(startOfToday.getTime() + n * 86_400_000);
    const twoWeeks = { from: startOfToday, to: days(14) };
    const fourWeeks = { from: startOfToday, to: days(28) };
    const week = { from: startOfToday, to: days(7) };
    const business = (i) => BUSINESSES[i % BUSINESSES.length];
    // A page in the middle of the history: the cursor of an entry about a year back.
    const [{ cursor }] = await connection.query(
      `SELECT max(sort_key)::text AS cursor FROM queue_entries WHERE business_id = $1 AND created_at < now() - interval '1 year'`,
      [BUSINESSES[0]],
    );
    const queries = [
      {
        name: 'busy times (14 days, 5 doctors)',
        run: async (i) => (await listBusyTimes(database.db, doctorsOf(i % 4), twoWeeks)).length,
        sql: await sqlOf((db) => listBusyTimes(db, doctorsOf(0), twoWeeks)),
        table: 'appointments',
        index: 'appointments_no_overlap',
      },
      {
        name: 'busy times (4 weeks, 5 doctors)',
        run: async (i) => (await listBusyTimes(database.db, doctorsOf(i % 4), fourWeeks)).length,
        sql: await sqlOf((db) => listBusyTimes(db, doctorsOf(0), fourWeeks)),
        table: 'appointments',
        index: 'appointments_no_overlap',
        timed: false,
      },
      {
        name: 'calendar week (business)',
        run: async (i) => (await listAppointmentRows(database.db, business(i), week)).length,
        sql: await sqlOf((db) => listAppointmentRows(db, business(0), week)),
        table: 'appointments',
        index: 'appointments_business_during_idx',
        timed: false,
      },
      {
        name: 'treatment minutes (today)',
        run: async (i) => (await listTreatmentMinutesSince(database.db, business(i), startOfToday)).length,
        sql: await sqlOf((db) => listTreatmentMinutesSince(db, business(0), startOfToday)),
        table: 'queue_entries',
        index: 'queue_entries_treated_idx',
      },
      {
        name: `past view, first page (${PAGE})`,
        run: async (i) => (await connection.query(PAST_VIEW, [business(i), startOfToday, null])).length,
        sql: { sql: PAST_VIEW, params: [business(0), startOfToday, null] },
        table: 'queue_entries',
        index: 'queue_entries_business_sort_idx',
      },
      {
        name: `past view, a year back (${PAGE})`,
        run: async () => (await connection.query(PAST_VIEW, [business(0), startOfToday, cursor])).length,
        sql: { sql: PAST_VIEW, params: [business(0), startOfToday, cursor] },
        table: 'queue_entries',
        index: 'queue_entries_business_sort_idx',
      },
    ];
    const figures = await timeAll(queries);
    results = [];
    for (const [index, query] of queries.entries()) {
      const plan = await planOf(connection, query.sql, query.table, query.index);
      results.push({
        database: label,
        query: query.name,
        timed: query.timed ?? true,
        ...figures[index],
        ...plan,
      });
    }
  } finally {
    connection.release();
  }
  return results;
}

async function withPostgres(work) {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL: skipped (${new URL(adminUrl).host}: ${error.message})`);
    return [];
  }
  const name = `qtify_bench_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  try {
    return await work(database);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

// A data directory on disk, as the server uses it: pages beyond PGlite's buffer cache
// (pglite-settings.ts) are read through the operating system's page cache.
const dataDir = mkdtempSync(join(tmpdir(), 'qtify-bench-history-'));
const pglite = await openPglite(dataDir);
const results = [];
try {
  results.push(...(await measure('PGlite', pglite)));
} finally {
  await pglite.close();
  rmSync(dataDir, { recursive: true, force: true });
}
results.push(...(await withPostgres((database) => measure('PostgreSQL', database))));

let misses = 0;
console.log('');
console.table(
  results.map((r) => {
    const ok = (!r.timed || r.p50 <= TARGET_MS) && r.usesIndex;
    if (!ok) misses++;
    return {
      database: r.database,
      query: r.query,
      rows: r.rows,
      'p50 ms': r.p50.toFixed(3),
      'p95 ms': r.p95.toFixed(3),
      'target p50': r.timed ? `≤ ${TARGET_MS} ms` : '– (info)',
      index: r.usesIndex ? r.index : `not ${r.index}`,
      result: ok ? 'ok' : 'MISS',
    };
  }),
);
for (const r of results.filter((r) => !r.usesIndex || (r.timed && r.p50 > TARGET_MS))) {
  console.log(`\n${r.database} ${r.query}: plan\n${r.plan}`);
}
console.log(
  `machine: ${availableParallelism()} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(
      ' ',
    )} (other processes skew the figures); ${ROUNDS} rounds of ${RUNS} runs after ${WARM_UP} warm-up each; ` +
    `p50 and p95 over all runs`,
);
if (misses > 0) {
  console.log(`${misses} of ${results.length} queries missed the target`);
  process.exitCode = 1;
}
