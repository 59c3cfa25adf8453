// What the waiting-room benchmarks on the built server share (queue-scale.mjs, queue-lines.mjs,
// queue-stats.mjs): the built server's check, figures, an API client that signs up an owner, the
// test-only seeding (QTIFY_TEST_ROUTES=1), patient sockets opened a hundred at a time, and one run
// on PostgreSQL (the target) and one on PGlite (a figure).
import { existsSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { freshPostgres } from './fresh-postgres.mjs';
import { openPatientSocket } from './patient-socket.mjs';

export const dist = 'apps/server/dist/main.js';
export const password = 'Wartezimm3r!Linz';

/** When the server under test was built; exits when it was not. */
export function builtServerAt() {
  if (!existsSync(dist)) {
    console.log(`${dist} is missing (run npm run build -w @qtify/server first)`);
    process.exit(1);
  }
  return statSync(dist).mtime.toISOString();
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The q-quantile of ascending `sorted` (nearest rank). */
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The machine's load averages (1, 5, 15 minutes): other processes skew wall-clock figures. */
export const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
export const machine = () => `${availableParallelism()} CPUs, load average ${loads()}`;

/**
 * JSON calls to the server, with the bearer of the owner signed up by `signUp`. `call` answers the
 * text and the wall-clock time; `api` the parsed body. An unexpected status throws.
 */
export function apiClient(baseUrl) {
  let bearer;
  async function call(method, path, body, { expected = 200, headers = {}, anonymous = false } = {}) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(bearer && !anonymous ? { authorization: `Bearer ${bearer}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== expected)
      throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return { ms: performance.now() - started, text };
  }
  const api = async (...args) => JSON.parse((await call(...args)).text);
  return {
    call,
    api,
    /** Signs up an owner (`label` in the name and address); later calls carry their bearer. */
    async signUp(label) {
      const { data } = await api(
        'POST',
        '/api/auth/signup',
        {
          firstName: 'Bench',
          lastName: label,
          email: `bench.${label.toLowerCase()}.${Date.now()}@example.com`,
          password,
          passwordRepeat: password,
        },
        { expected: 201 },
      );
      bearer = data;
    },
    async createBusiness(name) {
      return (await api('POST', '/api/businesses', { name, industry: 'medical' }, { expected: 201 }))
        .business;
    },
    /** `count` waiting patients straight into the place (into `workflowId`'s line, else the default); their entry tokens. */
    async seedWaiting(businessId, count, workflowId) {
      const body = { businessId, count, ...(workflowId ? { workflowId } : {}) };
      return (await api('POST', '/api/test/queue-seed', body)).tokens;
    },
  };
}

/**
 * Opens a socket per token (CONNECT_CONCURRENCY at a time) into `into`, so whatever opened is
 * closed by the caller even when one fails. `onEvent(at, frame)` hears every event frame.
 */
const CONNECT_CONCURRENCY = 100;
export async function openSockets(wsUrl, tokens, onEvent, into) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECT_CONCURRENCY }, async () => {
      while (next < tokens.length) into.push(await openPatientSocket(wsUrl, tokens[next++], onEvent));
    }),
  );
}

/**
 * `runOn(kind, extraEnv)` once on a fresh PostgreSQL database (BENCH_DATABASE_URL, dropped after)
 * and once on PGlite; a failed or unreachable run is a failure line, the other still runs.
 * BENCH_DATABASES=postgres or =pglite runs only that one (profiling, a quick look).
 */
export async function runOnBothDatabases(prefix, runOn) {
  const results = [];
  const failures = [];
  const only = process.env.BENCH_DATABASES;
  const postgres = only === 'pglite' ? undefined : await freshPostgres(prefix);
  if (!postgres) {
    // Left out on purpose.
  } else if (postgres.error)
    failures.push(`PostgreSQL not reachable (${postgres.error}): the target is not measured`);
  else {
    try {
      results.push(await runOn('PostgreSQL', { DATABASE_URL: postgres.url }));
    } catch (error) {
      failures.push(`PostgreSQL run: ${error.message}`);
    } finally {
      await postgres.drop().catch(() => {});
    }
  }
  if (only === 'postgres') return { results, failures };
  try {
    results.push(await runOn('PGlite', {}));
  } catch (error) {
    failures.push(`PGlite run: ${error.message}`);
  }
  return { results, failures };
}

/** The table, the server's build time and the failures; exit code 1 when any. */
export function report(title, rows, builtAt, failures) {
  console.log(`\n${title}`);
  console.table(rows);
  console.log(`server: ${dist} as built ${builtAt}`);
  for (const failure of failures) console.log(`FAILED: ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
}
