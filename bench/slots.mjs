// Part 1, the slot engine alone: 4 weeks of 15-minute slots for 10 doctors with split days Mon–Fri and
// 1,000 existing appointments (target: median and p95 ≤ 20 ms). Needs no build: esbuild bundles the
// TypeScript engine in memory.
// Part 2, the same data through HTTP: GET /api/public/businesses/:publicId/slots for 4 weeks from next
// Monday on the built server (apps/server/dist/main.js, fresh PGlite data dir, port 3340 or BENCH_PORT),
// seeded through the API (target: endpoint p95 ≤ 50 ms). Part 2 needs `npm run build -w @qtify/server`.
// Run: node bench/slots.mjs
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { build } from 'esbuild';

const ENGINE_TARGET_MS = 20;
const RUNS = 50;
const WARM_UP = 10;

const bundle = await build({
  stdin: {
    contents:
      "export { findFreeSlots } from './packages/shared/src/domain/free-slots.ts';\n" +
      "export { addDays, localDateOf, zonedInstant } from './packages/shared/src/domain/zoned-time.ts';",
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
});
const { findFreeSlots, addDays, localDateOf, zonedInstant } = await import(
  `data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`
);

// A seeded generator, so every run books the same appointments.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const timeZone = 'Europe/Vienna';
const from = '2026-11-23'; // a Monday
const to = '2026-12-20'; // the Sunday four weeks later
const splitDay = [
  { startMinute: 8 * 60, endMinute: 12 * 60 },
  { startMinute: 14 * 60, endMinute: 18 * 60 },
];
const doctors = Array.from({ length: 10 }, (_, i) => ({
  id: `doctor-${String(i).padStart(2, '0')}`,
  workingTimes: [1, 2, 3, 4, 5].flatMap((weekday) => splitDay.map((time) => ({ weekday, ...time }))),
  absences: i % 3 === 0 ? [{ date: '2026-12-02', allDay: true, startMinute: null, endMinute: null }] : [],
}));

// 1,000 distinct 15-minute appointments on the doctors' own grid, spread over the four weeks.
const query = {
  doctors,
  busy: [],
  durationMinutes: 15,
  from,
  to,
  timeZone,
  now: Date.parse('2026-11-22T12:00:00Z'),
};
const grid = findFreeSlots(query);
const taken = new Set();
while (taken.size < 1000) taken.add(Math.floor(random() * grid.length));
query.busy = [...taken].map((index) => grid[index]);

/** Median and p95 of RUNS calls after WARM_UP, and the slots the last one found. */
function measureEngine(input) {
  for (let i = 0; i < WARM_UP; i++) findFreeSlots(input);
  const times = [];
  let found = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    found = findFreeSlots(input).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const quantile = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { median: quantile(0.5), p95: quantile(0.95), max: times.at(-1), found };
}
const plain = measureEngine(query);
const { median, p95 } = plain;
const slots = plain.found;
// Every booking rule on (issue 18 part D): notice, horizon, buffers, a 10-minute grid (more starts
// than the 15-minute duration gives) and a day full by maxPerDay.
const ruled = measureEngine({
  ...query,
  rules: {
    minNoticeMinutes: 120,
    horizonDays: 21,
    bufferBeforeMinutes: 5,
    bufferAfterMinutes: 10,
    slotIntervalMinutes: 10,
    fullDates: new Set(['2026-11-25']),
  },
});

console.log(
  `findFreeSlots: ${doctors.length} doctors, ${from}..${to}, 15-minute type, ${query.busy.length} appointments → ${slots} free slots of ${grid.length}`,
);
console.table([
  { runs: RUNS, 'median ms': median.toFixed(2), 'p95 ms': p95.toFixed(2), 'max ms': plain.max.toFixed(2) },
]);
console.log(`with every booking rule on → ${ruled.found} free slots`);
console.table([
  {
    runs: RUNS,
    'median ms': ruled.median.toFixed(2),
    'p95 ms': ruled.p95.toFixed(2),
    'max ms': ruled.max.toFixed(2),
  },
]);
const ok = p95 <= ENGINE_TARGET_MS && ruled.p95 <= ENGINE_TARGET_MS;
console.log(
  `engine p95: ${p95.toFixed(2)} ms, with every rule on ${ruled.p95.toFixed(2)} ms (target ≤ ${ENGINE_TARGET_MS} ms): ${ok ? 'ok' : 'OVER TARGET'}`,
);

// ---------------------------------------------------------------------------------------------
// Part 2: the HTTP endpoint with the same shape of data, seeded through the API.
const ENDPOINT_TARGET_MS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3340);
const HTTP_WARM_UP = 20;
const HTTP_RUNS = 200;
const CONNECTIONS = 10;
const DURATION_S = 5;
const APPOINTMENTS = 1000;
const password = 'Wartezimm3r!Linz';

const dist = 'apps/server/dist/main.js';
if (!existsSync(dist)) {
  console.log(`\nendpoint: skipped, ${dist} is missing (run npm run build -w @qtify/server first)`);
  process.exit(1);
}
const builtAt = statSync(dist).mtimeMs;
const newerSources = ['apps/server/src', 'packages/shared/src'].flatMap((dir) =>
  readdirRecursive(dir).filter((file) => !file.includes('.test.') && statSync(file).mtimeMs > builtAt),
);
if (newerSources.length > 0) {
  console.log(
    `\nnote: ${newerSources.length} source file(s) changed after ${dist} was built, e.g. ${newerSources[0]}`,
  );
}

function readdirRecursive(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? readdirRecursive(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use; set BENCH_PORT to another port`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

async function startServerOnPort(port) {
  await assertPortFree(port);
  const dataDir = mkdtempSync(join(tmpdir(), 'qtify-bench-slots-'));
  const child = spawn(process.execPath, [dist], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', resolve)).then(() => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await exit;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (!exited && Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the server on port ${port} did not become healthy`);
}

const server = await startServerOnPort(PORT);
try {
  let token;
  const api = async (method, path, body, expected) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== expected) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text);
  };

  const email = `bench.slots.${Date.now()}@example.com`;
  ({ data: token } = await api(
    'POST',
    '/api/auth/signup',
    { firstName: 'Bench', lastName: 'Slots', email, password, passwordRepeat: password },
    201,
  ));
  const { business } = await api(
    'POST',
    '/api/businesses',
    { name: 'Bench Praxis', industry: 'medical', timeZone },
    201,
  );
  const base = `/api/businesses/${business.id}`;
  const week = [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, start: '08:00', end: '12:00' },
    { weekday, start: '14:00', end: '18:00' },
  ]);
  const doctorIds = [];
  for (let i = 0; i < 10; i++) {
    const { doctor } = await api(
      'POST',
      `${base}/doctors`,
      { name: `Dr. Bench ${i + 1}`, specialty: 'General' },
      201,
    );
    await api('PUT', `${base}/doctors/${doctor.id}/working-times`, week, 200);
    doctorIds.push(doctor.id);
  }
  const { appointmentType } = await api(
    'POST',
    `${base}/appointment-types`,
    { title: 'Kontrolle', durationMinutes: 15, color: '#2196F3', doctorIds },
    201,
  );

  // Four weeks from next Monday (in the business time zone), so every slot lies in the future.
  const today = localDateOf(Date.now(), business.timeZone);
  const isoWeekday = (date) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  const httpFrom = addDays(today, 8 - isoWeekday(today));
  const httpTo = addDays(httpFrom, 27);
  const weekdays = Array.from({ length: 28 }, (_, i) => addDays(httpFrom, i)).filter(
    (d) => isoWeekday(d) <= 5,
  );
  const minutes = splitDay.flatMap(({ startMinute, endMinute }) =>
    Array.from({ length: (endMinute - startMinute) / 15 }, (_, i) => startMinute + i * 15),
  );
  // Every doctor/day/quarter-hour position of the grid; 1,000 distinct ones get an appointment.
  const positions = doctorIds.flatMap((doctorId) =>
    weekdays.flatMap((date) => minutes.map((minute) => ({ doctorId, date, minute }))),
  );
  const chosen = new Set();
  while (chosen.size < APPOINTMENTS) chosen.add(Math.floor(random() * positions.length));
  const seedStarted = performance.now();
  let n = 0;
  for (const index of chosen) {
    const { doctorId, date, minute } = positions[index];
    await api(
      'POST',
      `${base}/appointments`,
      {
        typeId: appointmentType.id,
        doctorId,
        start: new Date(zonedInstant(date, minute, business.timeZone)).toISOString(),
        firstName: 'Pat',
        lastName: `Bench ${n++}`,
        phone: `+43 660 ${String(1_000_000 + n).slice(1)}`,
      },
      201,
    );
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const slotsPath = `/api/public/businesses/${business.publicId}/slots?typeId=${appointmentType.id}&from=${httpFrom}&to=${httpTo}`;
  const slotsUrl = `${server.url}${slotsPath}`;
  const first = await fetch(slotsUrl);
  const firstText = await first.text();
  if (first.status !== 200) throw new Error(`GET slots answered ${first.status}: ${firstText}`);
  const { slots: httpSlots } = JSON.parse(firstText);
  const expected = positions.length - APPOINTMENTS;
  const inRange = httpSlots.every(
    (slot) =>
      slot.start >= new Date(zonedInstant(httpFrom, 0, business.timeZone)).toISOString() &&
      slot.end <= new Date(zonedInstant(httpTo, 1440, business.timeZone)).toISOString(),
  );

  const timeRequest = async () => {
    const started = performance.now();
    const res = await fetch(slotsUrl);
    await res.arrayBuffer();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`GET slots answered ${res.status}`);
    return elapsed;
  };
  for (let i = 0; i < HTTP_WARM_UP; i++) await timeRequest();
  const httpTimes = [];
  for (let i = 0; i < HTTP_RUNS; i++) httpTimes.push(await timeRequest());
  httpTimes.sort((a, b) => a - b);
  const httpQuantile = (q) => httpTimes[Math.min(httpTimes.length - 1, Math.ceil(q * httpTimes.length) - 1)];
  const httpP95 = httpQuantile(0.95);

  const load = await new Promise((resolve, reject) =>
    autocannon({ url: slotsUrl, connections: CONNECTIONS, duration: DURATION_S }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

  console.log(
    `\nGET /api/public/businesses/:publicId/slots, ${doctorIds.length} doctors, ${httpFrom}..${httpTo}, 15-minute type, ` +
      `${APPOINTMENTS} appointments (seeded through the API in ${seedSeconds.toFixed(1)} s) → ${httpSlots.length} free slots ` +
      `(expected ${positions.length} − ${APPOINTMENTS} = ${expected}: ${httpSlots.length === expected && inRange ? 'ok' : 'MISMATCH'}), ` +
      `${(Buffer.byteLength(firstText) / 1024).toFixed(0)} KiB of JSON`,
  );
  console.table([
    {
      measure: `sequential (${HTTP_WARM_UP} warm-up)`,
      requests: HTTP_RUNS,
      'p50 ms': httpQuantile(0.5).toFixed(2),
      'p95 ms': httpP95.toFixed(2),
      'p99 ms': '–',
      'max ms': httpTimes.at(-1).toFixed(2),
      'req/s': Math.round(HTTP_RUNS / (httpTimes.reduce((sum, t) => sum + t, 0) / 1000)),
      'non-2xx': 0,
    },
    {
      measure: `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s`,
      requests: load.requests.total,
      'p50 ms': load.latency.p50,
      'p95 ms': '–',
      'p99 ms': load.latency.p99,
      'max ms': load.latency.max,
      'req/s': Math.round(load.requests.average),
      'non-2xx': load.non2xx + load.errors,
    },
  ]);
  console.log(
    `machine: ${availableParallelism()} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (other processes skew the figures)`,
  );
  const httpOk = httpP95 <= ENDPOINT_TARGET_MS;
  console.log(
    `endpoint p95 (sequential): ${httpP95.toFixed(2)} ms (target ≤ ${ENDPOINT_TARGET_MS} ms): ${httpOk ? 'ok' : 'OVER TARGET'}`,
  );
  console.log(
    `engine p95 (part 1):       ${p95.toFixed(2)} ms, every rule on ${ruled.p95.toFixed(2)} ms (target ≤ ${ENGINE_TARGET_MS} ms): ${ok ? 'ok' : 'OVER TARGET'}`,
  );
  if (httpSlots.length !== expected || !inRange || load.non2xx > 0 || load.errors > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
