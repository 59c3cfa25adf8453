// The staff's patient search (issue 20) at 100,000 patients of one practice (and 3 others of
// 2,000 each), with 150,000 appointments and 200,000 visits, seeded with generate_series. Each search
// runs as the app runs it: the use case listPatients (a page of 25 and the true total, imported through
// tsx) on the app's own database client. Target: p95 ≤ 30 ms for every search (issue 20). The
// filters read each patient's kept summary (migration 0025), which the seed fills with the function
// the triggers call.
//   typo name      "Hubr", "Mueller", "Grubr Anna" (pg_trgm on the folded name)
//   phone digits   "0664 1234" (digits anywhere in the phone)
//   birthdate      "01.04.1980"
//   SV number      ten digits
//   filters        recent (seen in 90 days), upcoming, no-shows, each without a search
//   everyone       the first page of the whole list
// PGlite first (a data directory on disk), then PostgreSQL on the server of BENCH_DATABASE_URL /
// TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) in a database of its own
// (dropped afterwards; skipped when the server does not answer). Exits non-zero on a miss.
// Run: node bench/patient-search.mjs
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const TARGET_P95_MS = 30;
const WARM_UP = 5;
const ROUNDS = 4;
const RUNS = 25;

const load = (path) => tsImport(path, import.meta.url);
const { openPglite } = await load('../apps/server/src/db/pglite-database.ts');
const { openPostgres } = await load('../apps/server/src/db/postgres-database.ts');
const { migrate } = await load('../apps/server/src/db/migrate.ts');
const { listPatients } = await load('../apps/server/src/features/patients/list-patients.ts');

const BUSINESS = '00000000-0000-4000-8000-000000000000';
const FIRST = [
  'Anna',
  'Maria',
  'Jörg',
  'Lukas',
  'Sophie',
  'Elias',
  'Lena',
  'Jonas',
  'Hannah',
  'Felix',
  'Emma',
  'Maximilian',
  'Lea',
  'Paul',
  'Sarah',
  'David',
  'Julia',
  'Tobias',
  'Laura',
  'Stefan',
  'Ümit',
  'Zoë',
  'René',
  'Ayşe',
];
const LAST = [
  'Gruber',
  'Huber',
  'Bauer',
  'Wagner',
  'Müller',
  'Pichler',
  'Steiner',
  'Moser',
  'Mayer',
  'Hofer',
  'Leitner',
  'Berger',
  'Fuchs',
  'Eder',
  'Fischer',
  'Schmid',
  'Winkler',
  'Weber',
  'Schwarz',
  'Maier',
  'Schneider',
  'Reiter',
  'Mayr',
  'Schmidt',
  'Wimmer',
  'Egger',
  'Brunner',
  'Lang',
  'Baumgartner',
  'Auer',
  'Binder',
  'Lechner',
  'Wolf',
  'Wallner',
  'Aigner',
  'Ebner',
  'Koller',
  'Lehner',
  'Haas',
  'Schuster',
  'Strauß',
  'Öztürk',
  'Nguyen',
];
const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

// Dates relative to the day the bench runs, so "recent" and "upcoming" always hold patients.
const SEED = `
INSERT INTO businesses (id, public_id, name, industry)
  SELECT ('00000000-0000-4000-8000-' || lpad(b::text, 12, '0'))::uuid, 'bench' || lpad(b::text, 5, '0'),
         'Bench Praxis ' || b, 'medical'
  FROM generate_series(0, 3) b;
INSERT INTO doctors (id, business_id, name, specialty)
  SELECT ('00000000-0000-4000-9000-' || lpad(d::text, 12, '0'))::uuid, '${BUSINESS}'::uuid, 'Dr. ' || d, 'General'
  FROM generate_series(0, 4) d;
-- 100,000 patients of business 0 (p < 100000), then 2,000 of each other business.
INSERT INTO patients (id, business_id, first_name, last_name, birthdate, phone, svnr, identity_key)
  SELECT ('00000000-0000-4000-a000-' || lpad(p::text, 12, '0'))::uuid,
         ('00000000-0000-4000-8000-' || lpad((CASE WHEN p < 100000 THEN 0 ELSE 1 + (p - 100000) / 2000 END)::text, 12, '0'))::uuid,
         (${sqlArray(FIRST)})[1 + p % ${FIRST.length}],
         (${sqlArray(LAST)})[1 + (p / 7) % ${LAST.length}] || CASE WHEN p % 3 = 0 THEN '' ELSE '-' || (p % 997) END,
         date '1940-01-01' + (p * 37 % 29000),
         CASE WHEN p % 5 = 0 THEN NULL ELSE '0664 ' || lpad((p::bigint * 7919 % 10000000)::text, 7, '0') END,
         CASE WHEN p % 2 = 0 THEN lpad((1000000000 + p * 7)::text, 10, '0') END,
         'bench|' || p
  FROM generate_series(0, 105999) p;
-- The patients' kept summary (migration 0025) is filled by the function its triggers call, once for
-- every patient after both inserts instead of once per insert (it rewrites each patient row).
ALTER TABLE appointments DISABLE TRIGGER USER;
ALTER TABLE queue_entries DISABLE TRIGGER USER;
-- 150,000 appointments of business 0: 1.5 a patient over two years back and 2 months ahead.
INSERT INTO appointments (business_id, doctor_id, patient_id, title, starts_at, ends_at, status)
  SELECT '${BUSINESS}'::uuid, ('00000000-0000-4000-9000-' || lpad((i % 5)::text, 12, '0'))::uuid,
         ('00000000-0000-4000-a000-' || lpad((i::bigint * 48271 % 100000)::text, 12, '0'))::uuid,
         'Kontrolle', t, t + interval '10 minutes', CASE WHEN i % 11 = 0 THEN 'cancelled' ELSE 'booked' END
  FROM generate_series(0, 149999) i,
       LATERAL (SELECT date_trunc('day', now()) - interval '730 days' + i * interval '455 seconds' AS t) slot;
-- 200,000 visits of business 0 over three years, 1 in 12 a no-show.
INSERT INTO queue_entries (business_id, patient_id, status, outcome, created_at, finished_at)
  SELECT '${BUSINESS}'::uuid, ('00000000-0000-4000-a000-' || lpad((n::bigint * 69621 % 100000)::text, 12, '0'))::uuid,
         'done', CASE WHEN n % 12 = 0 THEN 'noShow' ELSE 'treated' END, t, t + interval '15 minutes'
  FROM generate_series(0, 199999) n,
       LATERAL (SELECT now() - interval '1095 days' + n * interval '473 seconds' AS t) joined;
ALTER TABLE appointments ENABLE TRIGGER USER;
ALTER TABLE queue_entries ENABLE TRIGGER USER;
SELECT patient_history_refresh(ARRAY(SELECT id FROM patients));
`;


import { existsSync } from 'node:fs';
const dir = '/tmp/pgexp';
const fresh = !existsSync(dir);
const database = await openPglite(dir);
if (fresh) {
  await migrate(database);
  const c = await database.connect();
  await c.exec(SEED); await c.exec('VACUUM ANALYZE'); c.release();
  console.log('seeded');
}
const c = await database.connect();
const variants = JSON.parse(process.env.VARIANTS ?? '[]');
const { readFileSync } = await import('node:fs');
const queries = readFileSync(process.env.QFILE, 'utf8').split('\n-- next\n');
for (const [i, q] of queries.entries()) {
  for (let w = 0; w < 5; w++) { const r = await c.query(q); if (w === 4 && q.startsWith("EXPLAIN")) console.log((r.rows ?? r).map((x) => x["QUERY PLAN"]).slice(-3).join("\n")); }
  const t = [];
  for (let r = 0; r < 60; r++) { const s = process.cpuUsage(); await c.query(q); const d = process.cpuUsage(s); t.push((d.user + d.system) / 1000); }
  t.sort((a, b) => a - b);
  console.log(`q${i}: p50 ${t[30].toFixed(1)} p95 ${t[57].toFixed(1)}`);
  if (process.env.EXPLAIN) { const r = await c.query('EXPLAIN (ANALYZE, BUFFERS) ' + q); console.log((r.rows ?? r).map((x) => x['QUERY PLAN']).join('\n')); }
}
c.release();
await database.close();
