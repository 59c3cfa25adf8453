// Database connection loss (issue 16). The built server on PostgreSQL under write load (queue
// joins and public bookings from several workers at several practices) while a loop terminates
// every backend of its database (pg_terminate_backend, as an administrator, a failover or a
// restart would) every few hundred milliseconds. Checks: the server process stays up; every
// answer is a success or 503 SERVICE_UNAVAILABLE with Retry-After (no 500, no broken connection);
// it is healthy again by itself once the terminations stop; every write acknowledged with a 2xx is
// in the database afterwards, exactly once.
// The per-place budgets of public writes are raised (LIMIT_JOINS_PER_PLACE, LIMIT_BOOKINGS_PER_PLACE)
// and each request comes from its own address: this script measures the database, not the limits.
// Run: node reliability/connection-loss.mjs [--short]
import pg from 'pg';
import {
  ADMIN_URL,
  createPostgresDatabase,
  freePort,
  freeSlots,
  newDataDir,
  nextIp,
  postgresAvailable,
  removeDir,
  reportResult,
  requireBuild,
  runTag,
  SHORT,
  seedPractice,
  sleep,
  startServer,
  verifyWrites,
} from './lib.mjs';

const LOAD_MS = SHORT ? 12_000 : 60_000;
const PRACTICES = 3;
const JOIN_WORKERS = 6;
const BOOK_WORKERS = 4;
/** Terminations land every 200–400 ms. */
const TERMINATE_EVERY_MS = [200, 400];
const RECOVERY_LIMIT_MS = 15_000;

requireBuild();

const available = await postgresAvailable();
if (!available.ok) {
  console.log(`connection loss: SKIPPED, no PostgreSQL (${available.reason})`);
  reportResult({
    item: 'connection-loss',
    backend: 'postgres',
    skipped: true,
    detail: available.reason,
    ok: true,
  });
  process.exit(0);
}

const database = await createPostgresDatabase();
const dataDir = newDataDir('connloss');
const admin = new pg.Client({ connectionString: ADMIN_URL });
let server;
let failed = true;
try {
  server = await startServer({
    port: await freePort(),
    dataDir,
    databaseUrl: database.url,
    env: { LIMIT_JOINS_PER_PLACE: '100000', LIMIT_BOOKINGS_PER_PLACE: '100000' },
  });
  const pid = server.child.pid;
  await admin.connect();
  const tag = runTag();
  const practices = [];
  for (let p = 0; p < PRACTICES; p++) {
    const practice = await seedPractice(server.url, `Loss${p}`);
    practice.slots = await freeSlots(server.url, practice);
    practice.joins = { acked: [], attempted: [] };
    practice.bookings = { acked: [], attempted: [] };
    practices.push(practice);
  }

  const statuses = new Map();
  const oddities = [];
  let requests = 0;
  let unavailable = 0;
  let withoutRetryAfter = 0;
  let networkErrors = 0;
  let running = true;

  const write = async (kind, practice, path, body, name) => {
    const record = kind === 'join' ? practice.joins : practice.bookings;
    record.attempted.push(name);
    requests++;
    try {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      const text = await res.text();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 200 && res.status < 300) {
        const parsed = JSON.parse(text);
        record.acked.push({ name, id: kind === 'join' ? parsed.entry.id : parsed.booking.id });
      } else if (res.status === 503 && JSON.parse(text).error?.code === 'SERVICE_UNAVAILABLE') {
        unavailable++;
        if (!res.headers.get('retry-after')) withoutRetryAfter++;
      } else if (oddities.length < 5) {
        oddities.push(`${kind} ${res.status}: ${text.slice(0, 200)}`);
      }
    } catch (error) {
      networkErrors++;
      if (oddities.length < 5) oddities.push(`${kind}: ${error.message}`);
    }
  };

  let n = 0;
  const joinWorker = async (w) => {
    while (running) {
      const practice = practices[w % PRACTICES];
      const lastName = `${tag}j${++n}`;
      await write(
        'join',
        practice,
        `/api/public/businesses/${practice.business.publicId}/queue`,
        { fullName: `Lost ${lastName}` },
        lastName,
      );
    }
  };
  const bookWorker = async (w) => {
    const practice = practices[w % PRACTICES];
    // Each worker books its own share of the practice's slots: no two ask for the same one.
    for (
      let i = Math.floor(w / PRACTICES);
      running && i < practice.slots.length;
      i += Math.ceil(BOOK_WORKERS / PRACTICES)
    ) {
      const slot = practice.slots[i];
      const lastName = `${tag}b${++n}`;
      // One patient each: a phone may hold only two open bookings per place (issue 16).
      const phone = `+43 660 ${1_000_000 + w * 100_000 + n}`;
      await write(
        'book',
        practice,
        `/api/public/businesses/${practice.business.publicId}/bookings`,
        {
          typeId: practice.type.id,
          start: slot.start,
          doctorId: slot.doctorId,
          firstName: 'Lost',
          lastName,
          phone,
        },
        lastName,
      );
    }
  };

  let rounds = 0;
  let terminated = 0;
  const terminator = async () => {
    while (running) {
      const [low, high] = TERMINATE_EVERY_MS;
      await sleep(low + Math.random() * (high - low));
      if (!running) break;
      const { rows } = await admin.query(
        'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database.name],
      );
      rounds++;
      terminated += rows.filter((row) => row.ended).length;
    }
  };

  const started = performance.now();
  const load = [
    ...Array.from({ length: JOIN_WORKERS }, (_, w) => joinWorker(w)),
    ...Array.from({ length: BOOK_WORKERS }, (_, w) => bookWorker(w)),
    terminator(),
  ];
  await sleep(LOAD_MS);
  running = false;
  await Promise.all(load);
  const loadSeconds = (performance.now() - started) / 1000;

  // Recovery: healthy again without any help.
  const recoveryStarted = performance.now();
  let recovered = false;
  while (performance.now() - recoveryStarted < RECOVERY_LIMIT_MS) {
    try {
      const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2000) });
      const body = await res.json();
      if (res.status === 200 && body.db === 'ok') {
        recovered = true;
        break;
      }
    } catch {}
    await sleep(100);
  }
  const recoveryMs = Math.round(performance.now() - recoveryStarted);
  const stayedUp = server.running() && server.child.pid === pid;

  const totals = { acked: 0, found: 0, lost: 0, duplicated: 0, unackedCommitted: 0, strangers: 0 };
  const rows = [];
  if (stayedUp && recovered) {
    for (const practice of practices) {
      const verified = await verifyWrites(server.url, practice, practice.joins, practice.bookings);
      for (const [kind, result] of Object.entries(verified)) {
        rows.push({ practice: practice.business.name, kind, ...result });
        for (const key of Object.keys(totals)) totals[key] += result[key];
      }
    }
  }
  const others = [...statuses].filter(([status]) => !(status >= 200 && status < 300) && status !== 503);
  const errorLogs = server.errorLogs();

  console.log(
    `\nconnection loss, postgres: ${loadSeconds.toFixed(1)} s of writes (${JOIN_WORKERS} join + ${BOOK_WORKERS} booking workers, ${PRACTICES} practices), backends terminated every ${TERMINATE_EVERY_MS.join('–')} ms`,
  );
  console.table(rows);
  console.table([
    {
      requests,
      acknowledged: totals.acked,
      503: unavailable,
      'other answers': others.map(([status, count]) => `${status}×${count}`).join(' ') || 0,
      'network errors': networkErrors,
      'termination rounds': rounds,
      'backends terminated': terminated,
      lost: totals.lost,
      duplicated: totals.duplicated,
      'unacked but committed': totals.unackedCommitted,
      'server up': stayedUp ? 'yes' : 'NO',
      'recovered ms': recovered ? recoveryMs : 'NO',
      'error log lines': errorLogs.length,
    },
  ]);
  for (const oddity of oddities) console.log(`  ${oddity}`);
  for (const line of errorLogs.slice(0, 3)) console.log('  error log:', JSON.stringify(line).slice(0, 300));
  if (!stayedUp) console.log(`  the server exited: ${server.stderr.slice(-1500)}`);

  const ok =
    stayedUp &&
    recovered &&
    totals.acked > 0 &&
    totals.lost === 0 &&
    totals.duplicated === 0 &&
    totals.strangers === 0 &&
    others.length === 0 &&
    networkErrors === 0 &&
    withoutRetryAfter === 0 &&
    terminated > 0;
  failed = !ok;
  reportResult({
    item: 'connection-loss',
    backend: 'postgres',
    ok,
    figures: `${requests} writes, ${totals.acked} acknowledged, ${unavailable} answered 503, ${others.length ? `other answers ${others.map(([s, c]) => `${s}×${c}`).join(' ')}, ` : ''}${networkErrors ? `${networkErrors} network errors, ` : ''}${terminated} backends terminated in ${rounds} rounds, ${totals.lost} lost, server ${stayedUp ? 'up' : 'DOWN'}, ${recovered ? `healthy ${recoveryMs} ms after` : 'NOT recovered'}`,
  });
  await server.stop();
} finally {
  await server?.kill();
  await admin.end().catch(() => {});
  await database.drop().catch((error) => console.log(`dropping ${database.name} failed: ${error.message}`));
  removeDir(dataDir);
}
if (failed) {
  console.log('connection loss: FAILED');
  process.exitCode = 1;
}
