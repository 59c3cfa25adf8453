// Graceful shutdown under load. Joins, bookings and status polls run at full speed (keep-alive
// connections); at a random moment the server gets SIGTERM. Meanwhile a prober opens a NEW
// connection every few milliseconds: once the server has begun draining (the first probe answered
// 503 or refused), no new connection may get a 2xx until the process has exited. The process must
// exit 0; after a restart on the same storage every write acknowledged with a 2xx, before or after
// the signal, must be there exactly once.
// Run: node reliability/shutdown.mjs [--short] [--backend=pglite|postgres]
import http from 'node:http';
import {
  createPostgresDatabase,
  freePort,
  freeSlots,
  newDataDir,
  nextIp,
  pgliteDataDir,
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

const RUNS = SHORT ? 1 : 3;
const JOIN_WORKERS = 4;
const BOOK_WORKERS = 3;
const POLL_WORKERS = 3;
const ACKS_BEFORE_SIGTERM = SHORT ? 6 : 20;
const SIGTERM_WINDOW_MS = SHORT ? 300 : 1500;
const backendArg = process.argv.find((arg) => arg.startsWith('--backend='))?.split('=')[1];

requireBuild();

/** One request on a connection of its own (no keep-alive agent): 'refused', 'reset' or the status. */
function probe(url) {
  return new Promise((resolve) => {
    const req = http.get(`${url}/api/health`, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'reset'));
  });
}

async function oneRun(server, run, tag) {
  const practice = await seedPractice(server.url, `Term${run}`);
  const slots = await freeSlots(server.url, practice);
  const publicPath = `/api/public/businesses/${practice.business.publicId}`;
  let exited = false;
  server.exited.then(() => {
    exited = true;
  });
  let sigtermAt;
  let n = 0;
  let slotIndex = 0;
  const joins = { acked: [], attempted: [] };
  const bookings = { acked: [], attempted: [] };
  const tokens = [];
  const errorsBefore = [];
  // Requests sent before SIGTERM and answered after it: how they ended.
  const inFlight = { ok: 0, 503: 0, connectionError: 0, other: 0 };
  const after = { ok: 0, 503: 0, connectionError: 0, other: 0 };

  const send = async (method, path, body) => {
    const sentAt = performance.now();
    try {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: body ? { 'content-type': 'application/json', 'x-forwarded-for': nextIp() } : {},
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(20_000),
      });
      const text = await res.text();
      const tally = sigtermAt === undefined ? undefined : sentAt < sigtermAt ? inFlight : after;
      if (tally) {
        if (res.ok) tally.ok++;
        else if (res.status === 503) tally[503]++;
        else tally.other++;
      }
      if (!res.ok && sigtermAt === undefined)
        errorsBefore.push(`${method} ${path} ${res.status} ${text.slice(0, 200)}`);
      if (tally && !res.ok && res.status !== 503)
        errorsBefore.push(`during the drain: ${method} ${res.status} ${text.slice(0, 200)}`);
      return res.ok ? JSON.parse(text) : undefined;
    } catch (error) {
      if (sigtermAt === undefined) errorsBefore.push(`${method} ${path}: ${error.message}`);
      else (sentAt < sigtermAt ? inFlight : after).connectionError++;
      return undefined;
    }
  };
  const stopping = () => exited;

  const joinWorker = async () => {
    while (!stopping()) {
      const lastName = `${tag}t${run}j${++n}`;
      joins.attempted.push(lastName);
      const answer = await send('POST', `${publicPath}/queue`, { fullName: `Term ${lastName}` });
      if (answer) {
        joins.acked.push({ name: lastName, id: answer.entry.id });
        tokens.push(answer.entry.token);
      } else if (sigtermAt !== undefined) await sleep(5); // refused: do not spin
    }
  };
  const bookWorker = async () => {
    while (!stopping() && slotIndex < slots.length) {
      const slot = slots[slotIndex++];
      const lastName = `${tag}t${run}b${++n}`;
      bookings.attempted.push(lastName);
      const answer = await send('POST', `${publicPath}/bookings`, {
        typeId: practice.type.id,
        start: slot.start,
        doctorId: slot.doctorId,
        firstName: 'Term',
        lastName,
        // One patient each: a phone may hold only two open bookings per place (issue 16).
        phone: `+43 660 ${1_000_000 + run * 10_000 + n}`,
      });
      if (answer) bookings.acked.push({ name: lastName, id: answer.booking.id });
      else if (sigtermAt !== undefined) await sleep(5);
    }
  };
  let pollNo = 0;
  const pollWorker = async () => {
    while (!stopping()) {
      if (tokens.length === 0) {
        await sleep(20);
        continue;
      }
      const answer = await send('GET', `/api/queue/${tokens[pollNo++ % tokens.length]}`);
      if (!answer && sigtermAt !== undefined) await sleep(5);
    }
  };

  const workers = [
    ...Array.from({ length: JOIN_WORKERS }, joinWorker),
    ...Array.from({ length: BOOK_WORKERS }, bookWorker),
    ...Array.from({ length: POLL_WORKERS }, pollWorker),
  ];
  const loadStarted = Date.now();
  while (
    joins.acked.length + bookings.acked.length < ACKS_BEFORE_SIGTERM &&
    errorsBefore.length === 0 &&
    Date.now() - loadStarted < 60_000
  )
    await sleep(10);
  await sleep(Math.random() * SIGTERM_WINDOW_MS);
  const ackedAtSigterm = joins.acked.length + bookings.acked.length;
  sigtermAt = performance.now();
  server.child.kill('SIGTERM');

  // New connections until the process has exited.
  const probes = { ok: 0, 503: 0, refused: 0, reset: 0, other: 0, okAfterDrainBegan: 0 };
  let draining = false;
  while (!exited) {
    const result = await probe(server.url);
    if (result === 200) {
      probes.ok++;
      if (draining) probes.okAfterDrainBegan++;
    } else if (result === 503 || result === 'refused') {
      probes[result]++;
      draining = true;
    } else if (result === 'reset') probes.reset++;
    else probes.other++;
    await sleep(2);
  }
  const exit = await server.exited;
  const drainMs = performance.now() - sigtermAt;
  await Promise.all(workers);

  const restarted = await startServer(server.options);
  restarted.options = server.options;
  const verified = await verifyWrites(restarted.url, practice, joins, bookings);
  return {
    restarted,
    exit,
    drainMs,
    ackedAtSigterm,
    joins,
    bookings,
    verified,
    inFlight,
    after,
    probes,
    errorsBefore,
  };
}

async function backendRuns(backend) {
  const storage = {
    dataDir: backend === 'pglite' ? await pgliteDataDir('term') : newDataDir(`term-${backend}`),
  };
  let database;
  if (backend === 'postgres') {
    database = await createPostgresDatabase();
    storage.databaseUrl = database.url;
  }
  const options = { port: await freePort(), ...storage };
  let server = await startServer(options);
  server.options = options;
  const tag = runTag();
  const rows = [];
  let ok = true;
  const totals = { acked: 0, found: 0, lost: 0, duplicated: 0, badProbes: 0, badExits: 0, errors: 0 };
  try {
    for (let run = 1; run <= RUNS; run++) {
      const r = await oneRun(server, run, tag);
      server = r.restarted;
      const { joins: j, bookings: b } = r.verified;
      for (const error of r.errorsBefore.slice(0, 3)) console.log(`  ${backend} run ${run} error: ${error}`);
      const runOk =
        r.exit.code === 0 &&
        j.lost + b.lost === 0 &&
        j.duplicated + b.duplicated === 0 &&
        j.strangers + b.strangers === 0 &&
        r.probes.okAfterDrainBegan === 0 &&
        r.probes.other === 0 &&
        r.errorsBefore.length === 0;
      if (!runOk) ok = false;
      totals.acked += j.acked + b.acked;
      totals.found += j.found + b.found;
      totals.lost += j.lost + b.lost;
      totals.duplicated += j.duplicated + b.duplicated;
      totals.badProbes += r.probes.okAfterDrainBegan + r.probes.other;
      totals.badExits += r.exit.code === 0 ? 0 : 1;
      totals.errors += r.errorsBefore.length;
      rows.push({
        run,
        'acked at SIGTERM': r.ackedAtSigterm,
        'acked in all': j.acked + b.acked,
        found: j.found + b.found,
        lost: j.lost + b.lost,
        duplicated: j.duplicated + b.duplicated,
        'unacked but committed': j.unackedCommitted + b.unackedCommitted,
        'in flight: 2xx/503/conn err': `${r.inFlight.ok}/${r.inFlight[503]}/${r.inFlight.connectionError}`,
        'later: 2xx/503/conn err': `${r.after.ok}/${r.after[503]}/${r.after.connectionError}`,
        'new conns: 2xx/503/refused': `${r.probes.ok}/${r.probes[503]}/${r.probes.refused}`,
        '2xx after drain began': r.probes.okAfterDrainBegan,
        'exit code': r.exit.code ?? r.exit.signal,
        'drain ms': Math.round(r.drainMs),
      });
    }
  } finally {
    await server.stop();
    await database
      ?.drop()
      .catch((error) => console.log(`dropping ${database.name} failed: ${error.message}`));
    removeDir(storage.dataDir);
  }
  console.log(`\ngraceful shutdown under load, ${backend}: ${RUNS} SIGTERM(s)`);
  console.table(rows);
  return { ok, totals };
}

const backends = backendArg ? [backendArg] : SHORT ? ['pglite'] : ['pglite', 'postgres'];
let failed = false;
for (const backend of backends) {
  if (backend === 'postgres') {
    const available = await postgresAvailable();
    if (!available.ok) {
      console.log(`graceful shutdown, postgres: SKIPPED, no PostgreSQL (${available.reason})`);
      reportResult({
        item: 'shutdown',
        backend,
        skipped: true,
        ok: true,
        figures: `skipped: ${available.reason}`,
      });
      continue;
    }
  }
  const { ok, totals: t } = await backendRuns(backend);
  if (!ok) failed = true;
  reportResult({
    item: 'shutdown',
    backend,
    ok,
    figures:
      `${RUNS} SIGTERM: ${t.acked} acknowledged, ${t.found} found, ${t.lost} lost, ${t.duplicated} duplicated; ` +
      `${t.badProbes} new connections served after the drain began; ${t.badExits} non-zero exits; ${t.errors} errors`,
  });
}
if (failed) {
  console.log('graceful shutdown: FAILED');
  process.exitCode = 1;
}
