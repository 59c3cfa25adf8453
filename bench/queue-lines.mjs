// Several lines at scale (issue 21 "Cost"): 10 lines × 500 waiting with 5,000 patient sockets, and
// every change must reach its line's phones with p99 ≤ 250 ms, one broadcast per change. On the built
// server (apps/server/dist/main.js), on PostgreSQL (the target) and on PGlite (a figure).
// LINES: today a line is a place (a business; one queue each), so the 10 lines are 10 places of one
// owner, each seeded with 500 waiting through the test-only route (QTIFY_TEST_ROUTES=1). Once
// workflows (several lines of one business) are on main, BENCH_LINE_KIND=workflows is the case to
// measure (10 workflows of one business; not written yet: the seed route takes no workflow).
// Each line's 500 sockets (own entry tokens, websocket) connect; then staff change statuses:
// 1. one line at a time (10 changes, 0.3 s apart), 2. all 10 lines at once (3 rounds). Every socket
// of the changed line times its `queue:moved` of that version from the PATCH; sockets of the other
// lines must hear nothing of it (counted as cross-talk).
// Run after `npm run build -w @qtify/server` on a fairly idle machine: node bench/queue-lines.mjs
import { existsSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { freshPostgres } from './fresh-postgres.mjs';
import { openPatientSocket } from './patient-socket.mjs';
import { startServer } from './start-server.mjs';

const LINES = Number(process.env.BENCH_LINES ?? 10);
const WAITING = Number(process.env.BENCH_WAITING ?? 500);
const LINE_KIND = process.env.BENCH_LINE_KIND ?? 'places';
const CONCURRENT_ROUNDS = 3;
const CONNECT_CONCURRENCY = 100;
const P99_TARGET_MS = 250;
const EVENT_TIMEOUT_MS = 10_000;
const password = 'Wartezimm3r!Linz';
const dist = 'apps/server/dist/main.js';

if (LINE_KIND !== 'places') {
  console.log(`BENCH_LINE_KIND=${LINE_KIND}: only "places" is written (workflows are not on main yet)`);
  process.exit(1);
}
if (!existsSync(dist)) {
  console.log(`${dist} is missing (run npm run build -w @qtify/server first)`);
  process.exit(1);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function runOn(kind, extraEnv) {
  const server = await startServer({ QTIFY_TEST_ROUTES: '1', ...extraEnv });
  const sockets = [];
  try {
    let token;
    const api = async (method, path, body, expected = 200) => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== expected)
        throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
      return JSON.parse(text);
    };
    ({ data: token } = await api(
      'POST',
      '/api/auth/signup',
      {
        firstName: 'Bench',
        lastName: 'Lines',
        email: `bench.lines.${Date.now()}@example.com`,
        password,
        passwordRepeat: password,
      },
      201,
    ));
    const wsUrl = server.url.replace(/^http/, 'ws');
    /** What each line is waiting to hear: the version of its change in flight and its arrivals. */
    const lines = [];
    let crossTalk = 0;
    for (let index = 0; index < LINES; index++) {
      const { business } = await api(
        'POST',
        '/api/businesses',
        { name: `Bench Linie ${index + 1}`, industry: 'medical' },
        201,
      );
      const { tokens } = await api('POST', '/api/test/queue-seed', {
        businessId: business.id,
        count: WAITING,
      });
      lines.push({ business, tokens, current: undefined, expected: WAITING, changed: 0 });
    }
    const connectStarted = performance.now();
    for (const line of lines) {
      const onEvent = (at, frame) => {
        const [event, payload] = JSON.parse(frame.slice(2));
        if (event !== 'queue:moved') return;
        if (payload.businessId !== line.business.id) crossTalk++;
        const current = line.current;
        if (!current || !payload.changes.some((step) => step.version === current.version)) return;
        current.arrivals.push(at - current.sentAt);
        if (current.arrivals.length === line.expected) current.resolve();
      };
      let next = 0;
      await Promise.all(
        Array.from({ length: CONNECT_CONCURRENCY }, async () => {
          while (next < line.tokens.length)
            sockets.push(await openPatientSocket(wsUrl, line.tokens[next++], onEvent));
        }),
      );
      const { entries } = await api('GET', `/api/businesses/${line.business.id}/queue?view=waiting&limit=20`);
      line.entries = entries;
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    await sleep(500);

    /** One staff click on a line: the next waiting entry checks in; resolves with its arrivals. */
    const change = async (line) => {
      const { version } = await api('GET', `/api/businesses/${line.business.id}/queue?limit=1`);
      let resolve;
      const all = new Promise((r) => {
        resolve = r;
      });
      line.current = { arrivals: [], resolve, version: version + 1, sentAt: performance.now() };
      const entry = line.entries[line.changed++];
      await api('PATCH', `/api/businesses/${line.business.id}/queue/${entry.id}`, { status: 'checkIn' });
      await Promise.race([all, sleep(EVENT_TIMEOUT_MS)]);
      const { arrivals } = line.current;
      line.current = undefined;
      return { arrivals, missing: line.expected - arrivals.length };
    };
    // Warm-up: one change per line, not counted.
    for (const line of lines) await change(line);
    const one = { samples: [], missing: 0 };
    for (const line of lines) {
      const { arrivals, missing } = await change(line);
      one.samples.push(...arrivals);
      one.missing += missing;
      await sleep(300);
    }
    const together = { samples: [], missing: 0 };
    for (let round = 0; round < CONCURRENT_ROUNDS; round++) {
      for (const result of await Promise.all(lines.map(change))) {
        together.samples.push(...result.arrivals);
        together.missing += result.missing;
      }
      await sleep(500);
    }
    for (const phase of [one, together]) phase.samples.sort((a, b) => a - b);
    return { kind, one, together, crossTalk, connectSeconds };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
}

const results = [];
const failures = [];
const postgres = await freshPostgres('qtify_bench_lines');
if (postgres.error) failures.push(`PostgreSQL not reachable (${postgres.error}): the target is not measured`);
else {
  try {
    results.push(await runOn('PostgreSQL', { DATABASE_URL: postgres.url }));
  } catch (error) {
    failures.push(`PostgreSQL run: ${error.message}`);
  } finally {
    await postgres.drop().catch(() => {});
  }
}
try {
  results.push(await runOn('PGlite', {}));
} catch (error) {
  failures.push(`PGlite run: ${error.message}`);
}

const rows = [];
for (const r of results) {
  const target = r.kind === 'PostgreSQL';
  for (const [name, phase] of [
    ['one line at a time', r.one],
    [`all ${LINES} lines at once`, r.together],
  ]) {
    const p99 = quantile(phase.samples, 0.99);
    const met = p99 <= P99_TARGET_MS && phase.missing === 0 && r.crossTalk === 0;
    rows.push({
      database: r.kind,
      measure: `${name}: sockets updated, p99 (ms)`,
      value: p99.toFixed(1),
      detail: `p50 ${quantile(phase.samples, 0.5).toFixed(1)}, max ${phase.samples.at(-1).toFixed(1)}; ${phase.samples.length} samples, ${phase.missing} missing; cross-talk ${r.crossTalk}; connected in ${r.connectSeconds.toFixed(1)} s`,
      target: target ? `≤ ${P99_TARGET_MS} ms` : '(figure)',
      result: target ? (met ? 'met' : 'MISSED') : '',
    });
    if (target && !met)
      failures.push(
        `${r.kind} ${name}: p99 ${p99.toFixed(1)} ms, ${phase.missing} missing, cross-talk ${r.crossTalk}`,
      );
  }
}
console.log(
  `\nlines at scale (${availableParallelism()} CPUs, load average ${loads()}): ${LINES} lines (${LINE_KIND}) × ${WAITING} waiting, ${LINES * WAITING} sockets:`,
);
console.table(rows);
console.log(`server: ${dist} as built ${statSync(dist).mtime.toISOString()}`);
for (const failure of failures) console.log(`FAILED: ${failure}`);
if (failures.length > 0) process.exitCode = 1;
