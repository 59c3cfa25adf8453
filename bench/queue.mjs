// The waiting room under load, on the built server (apps/server/dist/main.js, fresh PGlite data dir,
// TRUST_PROXY=true (it trusts loopback and private proxies only) so each request's X-Forwarded-For, a
// public test address (198.18.0.0/15), is its own client, as with many phones behind a
// reverse proxy; the join route allows 30 per minute and client).
// 1. Joins per second: POST /api/public/businesses/:publicId/queue with distinct names (autocannon).
// 2. GET /api/queue/:entryToken (the patients' poll, tokens of step 1 round-robin) beside a bare
//    Fastify hello world in its own child process, same autocannon settings, alternating rounds
//    (target ≥ 40 %).
// 3. Fan-out: 1,000 joined patients, each with a socket.io socket (entry token); staff change 10
//    statuses and every socket's `queue:moved` broadcast of that change is timed from the PATCH
//    (target p99 ≤ 250 ms). The place's join budget is raised (LIMIT_JOINS_PER_PLACE) so the joins
//    need no challenge. bench/queue-scale.mjs does the same at 5,000 and on PostgreSQL.
// Run after `npm run build -w @qtify/server`: node bench/queue.mjs
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { io } from 'socket.io-client';
import { startServer } from './start-server.mjs';
import { verifyFromOutbox } from './verify-from-outbox.mjs';

// Child mode: the bare Fastify hello world, on a free port, announced to the parent over IPC.
if (process.argv[2] === '--hello-world') {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: app.server.address().port });
  process.on('disconnect', () => app.close().then(() => process.exit(0)));
  await new Promise(() => {});
}

const CONNECTIONS = 10;
const DURATION_S = 5;
const WARM_UP_S = 1;
const ROUNDS = 2;
const POLL_RATIO_TARGET = 0.4;
const PATIENTS = 1000;
const SEED_CONCURRENCY = 10;
const SOCKET_CONNECT_CONCURRENCY = 50;
const FANOUT_P99_TARGET_MS = 250;
const EVENT_TIMEOUT_MS = 10_000;
const password = 'Wartezimm3r!Linz';

const dist = 'apps/server/dist/main.js';
if (!existsSync(dist)) {
  console.log(`${dist} is missing (run npm run build -w @qtify/server first)`);
  process.exit(1);
}

const builtAt = statSync(dist).mtime.toISOString();
const failures = [];
const fail = (message) => {
  failures.push(message);
  console.log(`FAILED: ${message}`);
};
const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const run = (options) =>
  new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
// A distinct public test address per request (198.18.0.0/15; private ranges such as 10/8 count as
// trusted proxies now), so the per-address join limit never applies.
const clientIp = (n) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
let joinCounter = 0;
const nextPatient = () => {
  const n = ++joinCounter;
  return { ip: clientIp(n), fullName: `Patient N${n} Test${n}` };
};

function startHelloWorld() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--hello-world'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`hello world exited with ${code}`)));
    child.once('message', ({ port }) =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        async stop() {
          const exited = new Promise((r) => child.once('exit', r));
          child.disconnect();
          await exited;
        },
      }),
    );
  });
}

// Thousands of joins into one place: far over its budget of self-registrations (issue 16), which
// would ask each for a proof-of-work; this measures the queue, so the budget is out of the way.
const server = await startServer({ TRUST_PROXY: 'true', LIMIT_JOINS_PER_PLACE: '100000' });
const sockets = [];
let hello;
try {
  let token;
  // Staff calls carry the bearer token; a patient's join (`headers` given) is anonymous.
  const api = async (method, path, body, expected, headers) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token && !headers ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== expected) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text);
  };

  const ownerEmail = `bench.queue.${Date.now()}@example.com`;
  ({ data: token } = await api(
    'POST',
    '/api/auth/signup',
    { firstName: 'Bench', lastName: 'Queue', email: ownerEmail, password, passwordRepeat: password },
    201,
  ));
  await verifyFromOutbox(server.url, server.dataDir, ownerEmail);
  const { business: joinBusiness } = await api(
    'POST',
    '/api/businesses',
    { name: 'Bench Praxis Joins', industry: 'medical' },
    201,
  );
  const { business: fanBusiness } = await api(
    'POST',
    '/api/businesses',
    { name: 'Bench Praxis Fan-out', industry: 'medical' },
    201,
  );

  // ---------------------------------------------------------------------------------------------
  // 1. Joins per second.
  const joinPath = `/api/public/businesses/${joinBusiness.publicId}/queue`;
  const tokens = [];
  const joinRequest = {
    method: 'POST',
    path: joinPath,
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => {
      const { ip, fullName } = nextPatient();
      return {
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': ip },
        body: JSON.stringify({ fullName }),
      };
    },
    onResponse: (status, body) => {
      if (status === 201) tokens.push(JSON.parse(body).entry.token);
    },
  };
  const joins = await run({
    url: server.url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [joinRequest],
  });
  const joinErrors = joins.non2xx + joins.errors + joins.timeouts;
  if (joinErrors > 0)
    fail(`joins: ${joins.non2xx} non-2xx, ${joins.errors} errors, ${joins.timeouts} timeouts`);
  if (tokens.length === 0) throw new Error('no join succeeded');
  await sleep(1000); // the joins' background publishes settle

  // ---------------------------------------------------------------------------------------------
  // 2. The patients' poll beside a bare Fastify hello world (each server in its own child process).
  let pollIndex = 0;
  const pollOptions = {
    url: server.url,
    connections: CONNECTIONS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/api/queue/${tokens[pollIndex++ % tokens.length]}`,
        }),
      },
    ],
  };
  hello = await startHelloWorld();
  const helloOptions = {
    url: hello.url,
    connections: CONNECTIONS,
    // The same client work as the poll (a request object rebuilt per request).
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: '/' }) }],
  };
  await run({ ...pollOptions, duration: WARM_UP_S });
  await run({ ...helloOptions, duration: WARM_UP_S });
  // Alternating rounds, so a burst of other work on this shared machine hits both sides alike.
  const pollRounds = [];
  const helloRounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    pollRounds.push(await run({ ...pollOptions, duration: DURATION_S }));
    helloRounds.push(await run({ ...helloOptions, duration: DURATION_S }));
  }
  await hello.stop();
  hello = undefined;
  const sumOf = (rounds, pick) => rounds.reduce((sum, result) => sum + pick(result), 0);
  const pollErrors = sumOf(pollRounds, (r) => r.non2xx + r.errors + r.timeouts);
  if (pollErrors > 0) fail(`polls: ${pollErrors} non-2xx, errors or timeouts`);
  if (sumOf(helloRounds, (r) => r.non2xx + r.errors + r.timeouts) > 0) fail('hello world answered non-2xx');
  const pollRate = sumOf(pollRounds, (r) => r.requests.total) / (ROUNDS * DURATION_S);
  const helloRate = sumOf(helloRounds, (r) => r.requests.total) / (ROUNDS * DURATION_S);
  const pollRatio = pollRate / helloRate;

  const row = (name, result) => ({
    measure: name,
    'req/s': Math.round(result.requests.average),
    requests: result.requests.total,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  });
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each (polls and hello world: ${WARM_UP_S} s warm-up each, then ${ROUNDS} alternating rounds); ` +
      `${tokens.length} patients joined in step 1:`,
  );
  console.table([
    row('1. POST …/queue (join, distinct X-Forwarded-For)', joins),
    ...pollRounds.flatMap((polls, i) => [
      row(`2. GET /api/queue/:entryToken (round-robin), round ${i + 1}`, polls),
      row(`2. bare Fastify hello world, round ${i + 1}`, helloRounds[i]),
    ]),
  ]);
  console.log(`load average after steps 1–2: ${loads()}`);

  // ---------------------------------------------------------------------------------------------
  // 3. Fan-out to 1,000 patients' sockets.
  const fanPath = `/api/public/businesses/${fanBusiness.publicId}/queue`;
  const entries = [];
  const seedStarted = performance.now();
  let seeded = 0;
  await Promise.all(
    Array.from({ length: SEED_CONCURRENCY }, async () => {
      while (seeded < PATIENTS) {
        const slot = seeded++;
        const { ip, fullName } = nextPatient();
        const { entry } = await api('POST', fanPath, { fullName }, 201, { 'x-forwarded-for': ip });
        entries[slot] = { id: entry.id, token: entry.token, done: false };
      }
    }),
  );
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  // Per change: when the PATCH was sent and when each entry's socket heard of it.
  let current;
  let strayEvents = 0;
  const connectOne = (entry) =>
    new Promise((resolve, reject) => {
      const socket = io(server.url, {
        path: '/socket.io',
        auth: { token: entry.token },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      sockets.push(socket);
      // One broadcast per change (a burst's steps share one): the step of the change being timed.
      socket.on('queue:moved', (move) => {
        const step = current && move.changes.some((change) => change.version === current.version);
        if (step && !current.arrivals.has(entry.id)) {
          current.arrivals.set(entry.id, performance.now() - current.sentAt);
          if (current.arrivals.size === current.expected) current.resolve();
        } else strayEvents++;
      });
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  const connectStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: SOCKET_CONNECT_CONCURRENCY }, async () => {
      while (next < entries.length) await connectOne(entries[next++]);
    }),
  );
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  // Let the publishes of the seeding joins die down before timing anything.
  for (let quiet = strayEvents - 1; quiet !== strayEvents; ) {
    quiet = strayEvents;
    await sleep(500);
  }
  strayEvents = 0;

  const plan = [0, 1, 2].flatMap((i) =>
    ['checkIn', 'inTreatment', 'done'].map((status) => ({ entry: entries[i], status })),
  );
  plan.push({ entry: entries[3], status: 'checkIn' });
  const samples = [];
  const changeRows = [];
  let missing = 0;
  for (const { entry, status } of plan) {
    // Every open entry's socket hears the broadcast; the changed entry's too, even when done.
    const expected = entries.filter((e) => !e.done || e === entry).length;
    // Nothing else changes the place meanwhile: this change gets the version after the current one.
    const { version } = await api('GET', `/api/businesses/${fanBusiness.id}/queue?limit=1`, undefined, 200);
    let resolve;
    const all = new Promise((r) => {
      resolve = r;
    });
    current = { arrivals: new Map(), expected, resolve, version: version + 1, sentAt: performance.now() };
    const patched = await api(
      'PATCH',
      `/api/businesses/${fanBusiness.id}/queue/${entry.id}`,
      { status },
      200,
    );
    const patchMs = performance.now() - current.sentAt;
    if (patched.entry.status !== status) fail(`PATCH to ${status} answered status ${patched.entry.status}`);
    if (status === 'done') entry.done = true;
    await Promise.race([all, sleep(EVENT_TIMEOUT_MS)]);
    const heard = [...current.arrivals.values()].sort((a, b) => a - b);
    if (heard.length < expected) {
      missing += expected - heard.length;
      fail(`change to ${status}: ${expected - heard.length} of ${expected} sockets heard nothing`);
    }
    samples.push(...heard);
    changeRows.push({
      change: `#${entries.indexOf(entry) + 1} → ${status}`,
      sockets: `${heard.length}/${expected}`,
      'PATCH ms': patchMs.toFixed(1),
      'first ms': heard[0]?.toFixed(1),
      'p50 ms': quantile(heard, 0.5)?.toFixed(1),
      'p99 ms': quantile(heard, 0.99)?.toFixed(1),
      'last ms': heard.at(-1)?.toFixed(1),
    });
    current = undefined;
    await sleep(300); // past the broadcast pacing (200 ms); late duplicates would show as stray events
  }
  samples.sort((a, b) => a - b);
  const fanP99 = quantile(samples, 0.99);

  console.log(
    `\nfan-out: ${PATIENTS} patients joined (${seedSeconds.toFixed(1)} s, ${SEED_CONCURRENCY} at a time), ` +
      `${sockets.length} sockets connected with their entry token (${connectSeconds.toFixed(1)} s), ` +
      `${plan.length} status changes; time from sending the PATCH to each socket's queue:moved ` +
      `(sockets in this process, the server in a child):`,
  );
  console.table(changeRows);
  console.log(
    `all ${samples.length} socket×change samples: p50 ${quantile(samples, 0.5).toFixed(1)} ms, ` +
      `p95 ${quantile(samples, 0.95).toFixed(1)} ms, p99 ${fanP99.toFixed(1)} ms, max ${samples.at(-1).toFixed(1)} ms; ` +
      `${strayEvents} events outside a change, ${missing} missing`,
  );

  // ---------------------------------------------------------------------------------------------
  const verdict = (ok) => (ok ? 'ok' : 'OVER TARGET');
  console.log(
    `\nsummary (machine: ${availableParallelism()} CPUs, load average ${loads()}; other processes skew the figures):`,
  );
  console.table([
    {
      measure: 'joins/s (POST …/queue)',
      value: Math.round(joins.requests.average),
      detail: `p50 ${joins.latency.p50} ms, p99 ${joins.latency.p99} ms, ${joins.non2xx} non-2xx`,
      target: 'non-2xx = 0',
      result: joinErrors === 0 ? 'ok' : 'FAILED',
    },
    {
      measure: 'GET /api/queue/:entryToken req/s',
      value: Math.round(pollRate),
      detail: `hello world ${Math.round(helloRate)} req/s → ${(pollRatio * 100).toFixed(0)} % (${ROUNDS} rounds)`,
      target: `≥ ${POLL_RATIO_TARGET * 100} % of hello world`,
      result: verdict(pollRatio >= POLL_RATIO_TARGET),
    },
    {
      measure: 'fan-out queue:moved p99 ms',
      value: Number(fanP99.toFixed(1)),
      detail: `p50 ${quantile(samples, 0.5).toFixed(1)}, p95 ${quantile(samples, 0.95).toFixed(1)}, max ${samples.at(-1).toFixed(1)}; ${samples.length} samples, ${missing} missing`,
      target: `p99 ≤ ${FANOUT_P99_TARGET_MS} ms on this ${availableParallelism()}-core machine`,
      result: verdict(fanP99 <= FANOUT_P99_TARGET_MS),
    },
  ]);
  console.log(`server: ${dist} as built ${builtAt} (when the bench started)`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  for (const socket of sockets) socket.close();
  await hello?.stop();
  await server.stop();
}
if (failures.length > 0) process.exitCode = 1;
