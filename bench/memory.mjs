// Idle memory of the built server (apps/server/dist/main.js) with a practice's demo data: a business
// with 5 doctors (Mon–Fri 08:00–16:00), 3 appointment types, 300 appointments and 200 queue entries
// (150 of them treated), seeded through the staff API (bench/demo-practice.mjs). For each database
// (a fresh PGlite data dir, then a PostgreSQL database of its own on BENCH_DATABASE_URL /
// TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; skipped when it does not
// answer):
//   1. first start on an empty database (PGlite: initdb), idle;
//   2. the demo practice seeded through the API (about 800 requests), idle: what the requests left
//      in the JS heap stays until V8's next full collection, which an idle process does not do;
//   3. restarted with the demo data, idle;
//   4. the same with pg-boss swapped for a stand-in that does nothing: what the job queue costs.
// "Idle" is 10 s to settle, then MEMORY_IDLE_SECONDS (default 60) without requests, then the median
// of 5 samples 2 s apart of RSS and heap (bench/memory-probe.mjs answers them over IPC), and the CPU
// the process used from the end of the settling to the last sample. Target: PGlite RSS ≤ 250 MB idle on a first start and with the demo data
// (phases 1 and 3); exits non-zero above it.
// Run after `npm run build -w @qtify/server`: node bench/memory.mjs
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { seedDemo } from './demo-practice.mjs';

const TARGET_MB = 250;
const SETTLE_S = 10;
const IDLE_S = Number(process.env.MEMORY_IDLE_SECONDS ?? 60);
const SAMPLES = 5;
const DIST = 'apps/server/dist/main.js';
const MB = 1024 * 1024;
const FIRST_START = '1 first start';
const RESTARTED = '3 restarted with the demo data';
const WITHOUT_JOBS = '4 restarted, pg-boss stood in';

if (!existsSync(DIST)) {
  console.log(`${DIST} is missing (run npm run build -w @qtify/server first)`);
  process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer({ dataDir, databaseUrl, noJobs = false }) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', './bench/memory-probe.mjs', DIST], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      QTIFY_BENCH_NO_JOBS: noJobs ? '1' : '0',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (performance.now() - started > 180_000) throw new Error('the server did not become healthy');
    await sleep(200);
  }
  const memory = () =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send('memory');
    });
  return {
    url,
    startSeconds: (performance.now() - started) / 1000,
    memory,
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM`);
    },
  };
}

async function idleFigures(server) {
  // What start-up and the last request leave running (compilation, pg-boss's first rounds) settles first.
  await sleep(SETTLE_S * 1000);
  const before = await server.memory();
  await sleep(IDLE_S * 1000);
  const samples = [];
  for (let i = 0; i < SAMPLES; i++) {
    samples.push(await server.memory());
    if (i < SAMPLES - 1) await sleep(2000);
  }
  const after = samples.at(-1);
  const minutes = (IDLE_S + (SAMPLES - 1) * 2) / 60;
  return {
    rss: median(samples.map((s) => s.rss)) / MB,
    heapUsed: median(samples.map((s) => s.heapUsed)) / MB,
    external: median(samples.map((s) => s.external)) / MB,
    cpuMsPerMinute: (after.cpuMs - before.cpuMs) / minutes,
  };
}

async function measureMode(label, { dataDir, databaseUrl }) {
  const rows = [];
  const phase = async (name, options, seed) => {
    const server = await startServer({ dataDir, databaseUrl, ...options });
    try {
      if (seed) await seed(server.url);
      const figures = await idleFigures(server);
      rows.push({ database: label, phase: name, startSeconds: server.startSeconds, ...figures });
    } finally {
      await server.stop();
    }
  };
  await phase(FIRST_START, {});
  await phase('2 seeded through the API', {}, seedDemo);
  await phase(RESTARTED, {});
  await phase(WITHOUT_JOBS, { noJobs: true });
  return rows;
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
    console.log(`PostgreSQL: skipped (${new URL(adminUrl).host}: ${error.message})`);
    return [];
  }
  const name = `qtify_bench_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const rows = [];
const dataDir = mkdtempSync(join(tmpdir(), 'qtify-bench-memory-'));
try {
  rows.push(...(await measureMode('PGlite', { dataDir })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const unusedDir = mkdtempSync(join(tmpdir(), 'qtify-bench-memory-pg-'));
try {
  rows.push(
    ...(await withPostgres((databaseUrl) => measureMode('PostgreSQL', { dataDir: unusedDir, databaseUrl }))),
  );
} finally {
  rmSync(unusedDir, { recursive: true, force: true });
}

let misses = 0;
console.table(
  rows.map((row) => {
    const targeted = row.database === 'PGlite' && (row.phase === FIRST_START || row.phase === RESTARTED);
    const ok = !targeted || row.rss <= TARGET_MB;
    if (!ok) misses++;
    return {
      database: row.database,
      phase: row.phase,
      'start s': row.startSeconds.toFixed(1),
      'RSS MB': row.rss.toFixed(0),
      'heap used MB': row.heapUsed.toFixed(0),
      'external MB': row.external.toFixed(0),
      'idle CPU ms/min': row.cpuMsPerMinute.toFixed(0),
      target: targeted ? `≤ ${TARGET_MB} MB` : '–',
      result: targeted ? (ok ? 'ok' : 'OVER') : '',
    };
  }),
);
for (const database of ['PGlite', 'PostgreSQL']) {
  const withJobs = rows.find((row) => row.database === database && row.phase === RESTARTED);
  const without = rows.find((row) => row.database === database && row.phase === WITHOUT_JOBS);
  if (withJobs && without) {
    console.log(
      `pg-boss on ${database}: ${(withJobs.rss - without.rss).toFixed(0)} MB RSS, ` +
        `${(withJobs.cpuMsPerMinute - without.cpuMsPerMinute).toFixed(0)} ms CPU per idle minute`,
    );
  }
}
console.log(
  `machine: ${availableParallelism()} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; settle ${SETTLE_S} s, idle ${IDLE_S} s, then ${SAMPLES} samples 2 s apart (median)`,
);
if (misses > 0) process.exitCode = 1;
