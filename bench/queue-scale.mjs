// The waiting room at scale (issue 16): a queue change must cost what changed, not the whole queue.
// On the built server (apps/server/dist/main.js), once on PostgreSQL (the targets) and once on the
// embedded PGlite (figures):
// 1. CPU per join: the server process's CPU time (/proc/<pid>/stat, user + system) over rounds of
//    joins into a place with 250 waiting and one with 5,000 waiting, alternating, median of the
//    rounds. No sockets are connected here (step 3 shows the same with 5,000). Target: the 5,000
//    figure ≤ 2 × the 250 one.
// 2. Fan-out: 5,000 patient sockets (each with its own entry token, websocket transport) in the
//    5,000 place; staff change statuses (PATCH, 0.5 s apart, after one warm-up change) and every
//    socket's `queue:moved` of that version is timed from sending the PATCH. Target on PostgreSQL: p99 ≤ 250 ms. The sockets live in this
//    process, so the figure includes this process reading 5,000 frames: an upper bound.
// 3. A figure without target: CPU per join in the 5,000 place while its 5,000 sockets are connected
//    (a broadcast is written to every socket; the joins of a burst share one).
// Seeding goes straight into the database through a test-only route (QTIFY_TEST_ROUTES=1): 5,000
// joins would need 5,000 challenges. The place's join budget is raised (LIMIT_JOINS_PER_PLACE) and
// each join comes from its own public test address (198.18.0.0/15) in X-Forwarded-For
// (TRUST_PROXY=true trusts loopback and private proxies only).
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a fresh
// database is created and dropped. Without a reachable PostgreSQL the target is not measured: exit 1.
// Run after `npm run build -w @qtify/server`: node bench/queue-scale.mjs
import { readFileSync } from 'node:fs';
import {
  apiClient,
  builtServerAt,
  machine,
  median,
  openSockets,
  quantile,
  report,
  runOnBothDatabases,
  sleep,
} from './queue-bench-kit.mjs';
import { startServer } from './start-server.mjs';

const SMALL = 250;
const LARGE = 5000;
const SOCKETS = 5000;
const WARM_UP_JOINS = 40;
const JOINS_PER_ROUND = 100;
const ROUNDS = 3;
const JOIN_CONCURRENCY = 4;
const CPU_RATIO_TARGET = 2;
const FANOUT_P99_TARGET_MS = 250;
const EVENT_TIMEOUT_MS = 10_000;
const CLOCK_TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux
const builtAt = builtServerAt();

/** User + system CPU of a process so far, in milliseconds (fields 14 and 15 of /proc/<pid>/stat). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

let joinCounter = 0;
/** A public test address (198.18.0.0/15) per join, so no per-address limit applies. */
const nextAddress = () => {
  const n = ++joinCounter;
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
};

async function runOn(kind, extraEnv) {
  const server = await startServer({
    TRUST_PROXY: 'true',
    QTIFY_TEST_ROUTES: '1',
    LIMIT_JOINS_PER_PLACE: '100000',
    ...extraEnv,
  });
  const pid = server.child.pid;
  const sockets = [];
  try {
    const client = apiClient(server.url);
    await client.signUp('Scale');
    // A join comes from its own address, as a patient's phone, without the owner's bearer.
    const join = (publicId, body) =>
      client.api('POST', `/api/public/businesses/${publicId}/queue`, body, {
        expected: 201,
        anonymous: true,
        headers: { 'x-forwarded-for': nextAddress() },
      });
    const place = async (name, waiting) => {
      const business = await client.createBusiness(name);
      return { business, tokens: await client.seedWaiting(business.id, waiting) };
    };
    const small = await place('Bench Praxis 250', SMALL);
    const large = await place('Bench Praxis 5000', LARGE);

    const joinBatch = async (business, count) => {
      let left = count;
      await Promise.all(
        Array.from({ length: JOIN_CONCURRENCY }, async () => {
          while (left-- > 0) {
            const n = joinCounter + 1;
            await join(business.publicId, { fullName: `Patient N${n} Join${n}` });
          }
        }),
      );
    };
    const cpuPerJoin = async (business, count) => {
      await sleep(100);
      const before = cpuMs(pid);
      await joinBatch(business, count);
      await sleep(100);
      return (cpuMs(pid) - before) / count;
    };

    // 1. CPU per join, 250 vs 5,000 waiting, alternating rounds.
    await joinBatch(small.business, WARM_UP_JOINS);
    await joinBatch(large.business, WARM_UP_JOINS);
    const smallRounds = [];
    const largeRounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      smallRounds.push(await cpuPerJoin(small.business, JOINS_PER_ROUND));
      largeRounds.push(await cpuPerJoin(large.business, JOINS_PER_ROUND));
    }
    const cpuSmall = median(smallRounds);
    const cpuLarge = median(largeRounds);

    // 2. Fan-out to 5,000 patient sockets of the large place.
    const wsUrl = server.url.replace(/^http/, 'ws');
    let current;
    let stray = 0;
    const onEvent = (at, frame) => {
      if (!current) {
        stray++;
        return;
      }
      const [event, payload] = JSON.parse(frame.slice(2));
      if (event !== 'queue:moved' || !payload.changes.some((step) => step.version === current.version))
        return;
      current.arrivals.push(at - current.sentAt);
      if (current.arrivals.length === current.expected) current.resolve();
    };
    const connectStarted = performance.now();
    await openSockets(wsUrl, large.tokens.slice(0, SOCKETS), onEvent, sockets);
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    await sleep(500);
    const { entries } = await client.api(
      'GET',
      `/api/businesses/${large.business.id}/queue?view=waiting&limit=5`,
    );
    // The first change warms up (not counted); then ten changes as staff click them, 0.5 s apart.
    const plan = [{ entry: entries[4], status: 'checkIn', warmUp: true }];
    plan.push(
      ...[0, 1, 2].flatMap((i) =>
        ['checkIn', 'inTreatment', 'done'].map((status) => ({ entry: entries[i], status })),
      ),
    );
    plan.push({ entry: entries[3], status: 'checkIn' });
    const samples = [];
    let missing = 0;
    let expected = SOCKETS;
    const placeVersion = async () =>
      (await client.api('GET', `/api/businesses/${large.business.id}/queue?limit=1`)).version;
    for (const { entry, status, warmUp } of plan) {
      // Nothing else changes the place meanwhile: this change gets the next version.
      const version = (await placeVersion()) + 1;
      let resolve;
      const all = new Promise((r) => {
        resolve = r;
      });
      current = { arrivals: [], expected, resolve, version, sentAt: performance.now() };
      await client.api('PATCH', `/api/businesses/${large.business.id}/queue/${entry.id}`, { status });
      await Promise.race([all, sleep(EVENT_TIMEOUT_MS)]);
      if (!warmUp) {
        if (current.arrivals.length < expected) missing += expected - current.arrivals.length;
        samples.push(...current.arrivals);
      }
      // The finished entry's socket leaves the place's room: one socket fewer hears the next.
      if (status === 'done') expected -= 1;
      current = undefined;
      await sleep(500);
    }
    samples.sort((a, b) => a - b);
    const fanP99 = quantile(samples, 0.99);

    // 3. CPU per join with the 5,000 sockets connected (a figure), and how many broadcasts carried them.
    let broadcasts = 0;
    const counting = sockets[sockets.length - 1];
    counting.on('message', (data) => {
      if (data.toString().startsWith('42["queue:moved"')) broadcasts++;
    });
    const cpuLargeWithSockets = await cpuPerJoin(large.business, JOINS_PER_ROUND);

    return {
      kind,
      cpuSmall,
      cpuLarge,
      smallRounds,
      largeRounds,
      cpuLargeWithSockets,
      broadcasts,
      fanP99,
      fanP50: quantile(samples, 0.5),
      fanMax: samples.at(-1),
      samples: samples.length,
      missing,
      stray,
      connectSeconds,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
}

const { results, failures } = await runOnBothDatabases('qtify_bench', runOn);

const rows = [];
for (const r of results) {
  const target = r.kind === 'PostgreSQL';
  const ratio = r.cpuLarge / r.cpuSmall;
  rows.push({
    database: r.kind,
    measure: `CPU per join, ${SMALL} waiting (ms)`,
    value: r.cpuSmall.toFixed(1),
    detail: `rounds ${r.smallRounds.map((v) => v.toFixed(1)).join(' / ')}`,
    target: '',
    result: '',
  });
  rows.push({
    database: r.kind,
    measure: `CPU per join, ${LARGE} waiting (ms)`,
    value: r.cpuLarge.toFixed(1),
    detail: `rounds ${r.largeRounds.map((v) => v.toFixed(1)).join(' / ')}; ${ratio.toFixed(2)} × the ${SMALL} figure`,
    target: `≤ ${CPU_RATIO_TARGET} × ${SMALL}`,
    result: ratio <= CPU_RATIO_TARGET ? 'met' : 'MISSED',
  });
  if (ratio > CPU_RATIO_TARGET)
    failures.push(`${r.kind}: CPU per join ${ratio.toFixed(2)} × at ${LARGE} waiting`);
  rows.push({
    database: r.kind,
    measure: `${SOCKETS} sockets updated, p99 (ms)`,
    value: r.fanP99.toFixed(1),
    detail: `p50 ${r.fanP50.toFixed(1)}, max ${r.fanMax.toFixed(1)}; ${r.samples} samples, ${r.missing} missing; connected in ${r.connectSeconds.toFixed(1)} s`,
    target: target ? `≤ ${FANOUT_P99_TARGET_MS} ms` : '(figure)',
    result: target ? (r.fanP99 <= FANOUT_P99_TARGET_MS && r.missing === 0 ? 'met' : 'MISSED') : '',
  });
  if (target && (r.fanP99 > FANOUT_P99_TARGET_MS || r.missing > 0))
    failures.push(`${r.kind}: fan-out p99 ${r.fanP99.toFixed(1)} ms, ${r.missing} missing`);
  rows.push({
    database: r.kind,
    measure: `CPU per join, ${LARGE} waiting, ${SOCKETS} sockets connected (ms)`,
    value: r.cpuLargeWithSockets.toFixed(1),
    detail: `${JOINS_PER_ROUND} joins reached each socket in ${r.broadcasts} broadcasts (a burst goes out as one)`,
    target: '(figure)',
    result: '',
  });
}
report(
  `queue at scale (${machine()}; other processes skew wall-clock figures, less so CPU time); ` +
    `joins ${JOIN_CONCURRENCY} at a time from distinct public addresses, LIMIT_JOINS_PER_PLACE=100000; seeding through /api/test/queue-seed:`,
  rows,
  builtAt,
  failures,
);
