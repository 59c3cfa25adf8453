// Shared helpers of the reliability scripts: start/stop/kill the built server on a port of
// 3400–3449, own PostgreSQL databases (qtify_rel_<random>), and a tiny API client that seeds a
// practice (staff account, business, a doctor working 00:00–24:00 every day, a 5-minute type).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { verifyFromOutbox } from '../bench/verify-from-outbox.mjs';

export const DIST = 'apps/server/dist/main.js';
export const PASSWORD = 'Wartezimm3r!Linz';
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const SHORT = process.argv.includes('--short');

export function requireBuild() {
  if (!existsSync(DIST)) {
    console.log(`${DIST} is missing: run npm run build -w @qtify/server first`);
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------------
// Ports: each script gets its own slice of 3400–3449 (REL_PORT_BASE), so scripts never collide.
const PORT_FIRST = 3400;
const PORT_LAST = 3449;

function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

let nextPort = Number(process.env.REL_PORT_BASE ?? PORT_FIRST);
/** A free port of 3400–3449 (probed), not handed out before by this process. */
export async function freePort() {
  for (let tries = 0; tries < PORT_LAST - PORT_FIRST + 1; tries++) {
    const port = nextPort;
    nextPort = nextPort >= PORT_LAST ? PORT_FIRST : nextPort + 1;
    if (await portFree(port)) return port;
  }
  throw new Error('no free port in 3400–3449');
}

// Data dirs of this process; an aborted script (Ctrl+C, timeout) removes what is left on exit.
const dataDirs = new Set();

export function newDataDir(label) {
  const dir = mkdtempSync(join(tmpdir(), `qtify-rel-${label}-`));
  dataDirs.add(dir);
  return dir;
}

export function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  dataDirs.delete(dir);
}

/**
 * A migrated PGlite data dir of our own. A fresh one costs an initdb (seconds, tens of seconds on a
 * loaded machine), so the first call makes a template (start the server once, stop it cleanly) and
 * every data dir is a copy of it: exactly the documented backup, a copy of a stopped data dir.
 * run-all makes the template once and passes it on in REL_PGLITE_TEMPLATE.
 */
let template;
export async function pgliteDataDir(label) {
  template ??= process.env.REL_PGLITE_TEMPLATE
    ? Promise.resolve(process.env.REL_PGLITE_TEMPLATE)
    : makePgliteTemplate();
  const dir = newDataDir(label);
  cpSync(await template, dir, { recursive: true });
  return dir;
}

/** Starts the server on a fresh data dir (initdb + migrations), stops it, returns the dir. */
export async function makePgliteTemplate() {
  const dir = newDataDir('template');
  const server = await startServer({ port: await freePort(), dataDir: dir, timeoutMs: 180_000 });
  const exit = await server.stop();
  if (exit.code !== 0) throw new Error(`the template server exited with ${exit.code}: ${server.stderr}`);
  return dir;
}

// ---------------------------------------------------------------------------------------------
// The server process. Children are tracked, so an aborted script kills only what it started.
const children = new Set();
const killChildren = () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
};
process.on('exit', killChildren);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    killChildren();
    process.exit(130);
  });
}

/** The data dir of the server last started on a URL: seedPractice reads its outbox. */
const dataDirOfUrl = new Map();

/**
 * Starts apps/server/dist/main.js on `port` with `dataDir` (and `databaseUrl` when given), JSON
 * logs at `logLevel`; resolves once GET /api/health answers 200. `logs` collects the JSON lines.
 */
export async function startServer({
  port,
  dataDir,
  databaseUrl,
  env = {},
  logLevel = 'warn',
  timeoutMs = 60_000,
}) {
  const child = spawn(process.execPath, [DIST], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: env.REDIS_URL ?? '',
      SMTP_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: logLevel,
      TRUST_PROXY: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // These runs write a practice's whole day within a minute, far over a place's budget of public
      // writes (issue 16: above it each write needs a solved proof-of-work). A flood test passes the
      // defaults back in `env`.
      LIMIT_JOINS_PER_PLACE: '100000',
      LIMIT_BOOKINGS_PER_PLACE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const logs = [];
  const listeners = new Set();
  let stderr = '';
  let buffered = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      try {
        const parsed = JSON.parse(line);
        logs.push(parsed);
        for (const listener of listeners) listener(parsed);
      } catch {}
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  dataDirOfUrl.set(url, dataDir);
  const server = {
    child,
    port,
    url,
    logs,
    exited,
    get stderr() {
      return stderr;
    },
    /** Log lines at level error (50) or above. */
    errorLogs: () => logs.filter((line) => Number(line.level) >= 50),
    onLog(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    running: () => child.exitCode === null && child.signalCode === null,
    kill: async () => {
      if (server.running()) child.kill('SIGKILL');
      return exited;
    },
    /** SIGTERM, then the exit: { code, signal }. */
    stop: async () => {
      if (server.running()) child.kill('SIGTERM');
      return exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  let done = false;
  exited.then(() => {
    done = true;
  });
  while (!done && Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return server;
    } catch {}
    await sleep(100);
  }
  await server.kill();
  throw new Error(
    `the server on port ${port} did not become healthy (exited: ${done}); stderr: ${stderr.slice(-2000)}`,
  );
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: databases of our own on the server of TEST_DATABASE_URL / RELIABILITY_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres). Only CREATE/DROP DATABASE qtify_rel_*.
export const ADMIN_URL =
  process.env.RELIABILITY_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

function urlWithDatabase(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL server answers; the reason when not. */
export async function postgresAvailable() {
  try {
    await withAdmin((client) => client.query('SELECT 1'));
    return { ok: true, where: new URL(ADMIN_URL).host };
  } catch (error) {
    return { ok: false, reason: `${new URL(ADMIN_URL).host}: ${error.message}` };
  }
}

/** A new empty database qtify_rel_<random>; `drop()` removes it (terminating leftover sessions). */
export async function createPostgresDatabase() {
  const name = `qtify_rel_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    name,
    url: urlWithDatabase(name),
    drop: () =>
      withAdmin(async (client) => {
        await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// The API.

/**
 * A distinct client address per request, so per-address limits do not apply to scripts that
 * measure something else. The scripts stand in for the reverse proxy on loopback (TRUST_PROXY=true
 * trusts loopback and private ranges only) and name a public client address in X-Forwarded-For:
 * 198.19.x.y, of the range set aside for benchmarks (RFC 2544); floods.mjs uses 198.18.x.y.
 */
let ipCounter = Math.floor(Math.random() * 60_000);
export const nextIp = () => {
  const n = ++ipCounter % 65_536;
  return `198.19.${(n >> 8) & 255}.${n & 255}`;
};

/** A run-unique tag of letters (names must survive trimming and splitting on spaces). */
export const runTag = () =>
  randomBytes(4)
    .toString('hex')
    .replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]);

export async function api(url, method, path, { body, token, headers = {}, expected } = {}) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (expected !== undefined && res.status !== expected) {
    throw new Error(`${method} ${path} answered ${res.status} (expected ${expected}): ${text.slice(0, 500)}`);
  }
  return {
    status: res.status,
    headers: Object.fromEntries(res.headers),
    body: text ? JSON.parse(text) : null,
  };
}

/**
 * A staff account (its e-mail verified through the mailed link, as patients need) with a medical
 * business, one doctor working 00:00–24:00 every day and a 5-minute appointment type: plenty of
 * free slots (288 a day) for bookings at full speed. `options.week` and `options.durationMinutes`
 * shape another practice (floods.mjs: 112 slots in a fortnight).
 */
export async function seedPractice(url, label = 'Rel', options = {}) {
  const allWeek = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
  const { week = allWeek, durationMinutes = 5 } = options;
  label = label.replace(/[^A-Za-z0-9]/g, '') || 'Rel';
  const email = `rel.${label.toLowerCase()}.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;
  const { body: signup } = await api(url, 'POST', '/api/auth/signup', {
    body: { firstName: 'Reli', lastName: label, email, password: PASSWORD, passwordRepeat: PASSWORD },
    headers: { 'x-forwarded-for': nextIp() },
    expected: 201,
  });
  const token = signup.data;
  // Patients can book and register only once the owner has followed the link of the sign-up mail.
  await verifyFromOutbox(url, dataDirOfUrl.get(url), email);
  const { body: created } = await api(url, 'POST', '/api/businesses', {
    body: { name: `Praxis ${label}`, industry: 'medical', timeZone: 'Europe/Vienna' },
    token,
    expected: 201,
  });
  const business = created.business;
  const base = `/api/businesses/${business.id}`;
  const { body: doctorBody } = await api(url, 'POST', `${base}/doctors`, {
    body: { name: 'Dr. Rund Um', specialty: 'General' },
    token,
    expected: 201,
  });
  const doctor = doctorBody.doctor;
  await api(url, 'PUT', `${base}/doctors/${doctor.id}/working-times`, { body: week, token, expected: 200 });
  const { body: typeBody } = await api(url, 'POST', `${base}/appointment-types`, {
    body: { title: 'Kurz', durationMinutes, color: '#2196F3', doctorIds: [doctor.id] },
    token,
    expected: 201,
  });
  return { token, business, doctor, type: typeBody.appointmentType, base };
}

/** Free slots of the practice's type for the next 14 days, earliest first (skips the next hour). */
export async function freeSlots(url, practice) {
  const { body } = await api(
    url,
    'GET',
    `/api/public/businesses/${practice.business.publicId}/slots?typeId=${practice.type.id}`,
    { expected: 200 },
  );
  const soon = Date.now() + 60 * 60_000;
  return body.slots.filter((slot) => Date.parse(slot.start) > soon);
}

/** Every queue entry of the business (today's and past days', so midnight does not matter). */
export async function staffEntries(url, practice) {
  const all = [];
  for (const view of ['today', 'past']) {
    // The list comes in pages (issue 16): follow nextCursor to the end, and check the total.
    let cursor;
    let total;
    do {
      const search = new URLSearchParams({ view, limit: '200', ...(cursor ? { cursor } : {}) });
      const { body } = await api(url, 'GET', `${practice.base}/queue?${search}`, {
        token: practice.token,
        expected: 200,
      });
      all.push(...body.entries);
      total ??= body.total;
      cursor = body.nextCursor;
    } while (cursor);
    if (view === 'today' && all.length !== total)
      throw new Error(`the list said ${total} but paged ${all.length}`);
  }
  return all;
}

/** Every booked appointment of the business in the next 15 days. */
export async function staffAppointments(url, practice) {
  const from = new Date(Date.now() - 86_400_000).toISOString();
  const to = new Date(Date.now() + 15 * 86_400_000).toISOString();
  const { body } = await api(
    url,
    'GET',
    `${practice.base}/appointments?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    { token: practice.token, expected: 200 },
  );
  return body.appointments;
}

/** Counts how often each key occurs. */
export function countBy(items, key) {
  const counts = new Map();
  for (const item of items) {
    const k = key(item);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/** Prints a result line the run-all script picks up: RELIABILITY_RESULT {json}. */
export function reportResult(result) {
  console.log(`RELIABILITY_RESULT ${JSON.stringify(result)}`);
}

export const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

/**
 * Checks acknowledged writes against the staff API: `joins` and `bookings` are
 * { acked: [{ name, id }], attempted: [name] } where name is the patient's unique last name.
 * Lost: acknowledged but not there; duplicated: a name there more than once; strangers: a name
 * there that was never sent. Unacknowledged writes may or may not have committed.
 */
export async function verifyWrites(url, practice, joins, bookings) {
  const entries = await staffEntries(url, practice);
  const appointments = await staffAppointments(url, practice);
  const check = (record, rows, nameOf) => {
    const byName = countBy(rows, nameOf);
    const byId = countBy(rows, (row) => row.id);
    const acked = new Set(record.acked.map((a) => a.name));
    const attempted = new Set(record.attempted);
    let found = 0;
    let lost = 0;
    let duplicated = 0;
    for (const { name, id } of record.acked) {
      if ((byName.get(name) ?? 0) === 0 || !byId.has(id)) lost++;
      else found++;
    }
    for (const [name, count] of byName) if (attempted.has(name) && count > 1) duplicated += count - 1;
    const unackedCommitted = [...attempted].filter((name) => !acked.has(name) && byName.has(name)).length;
    const strangers = [...byName.keys()].filter((name) => !attempted.has(name)).length;
    return { acked: record.acked.length, found, lost, duplicated, unackedCommitted, strangers };
  };
  return {
    joins: check(joins, entries, (entry) => entry.patient.lastName),
    bookings: check(bookings, appointments, (appointment) => appointment.patient?.lastName),
  };
}
