// Crash durability. Per backend (PGlite in a data dir; PostgreSQL in a database of our own):
// drive queue joins and bookings at full speed with unique names, SIGKILL the server at a random
// moment, restart it on the same DATA_DIR / DATABASE_URL, and check through the staff API that every
// write acknowledged with a 2xx is there exactly once and that the database opened cleanly (the
// server became healthy and logged no error). The next run starts on the restarted server, so each
// backend goes through RUNS crashes of the same database.
// Run: node reliability/crash.mjs [--short] [--backend=pglite|postgres]
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

const RUNS = SHORT ? 2 : 10;
const JOIN_WORKERS = 6;
const BOOK_WORKERS = 4;
// The kill lands at a random moment: once this many writes were acknowledged (half joins, a
// quarter bookings at least) (so every run has
// something to lose, however loaded the machine), after a further uniform random delay.
const ACKS_BEFORE_KILL = SHORT ? 4 : 10;
const KILL_WINDOW_MS = SHORT ? 500 : 2000;
const KILL_AT_THE_LATEST_MS = 60_000;
const backendArg = process.argv.find((arg) => arg.startsWith('--backend='))?.split('=')[1];

requireBuild();

async function oneRun(server, run, tag) {
  const practice = await seedPractice(server.url, `Crash${run}`);
  const slots = await freeSlots(server.url, practice);
  const publicPath = `/api/public/businesses/${practice.business.publicId}`;
  let killed = false;
  let n = 0;
  let slotIndex = 0;
  const joins = { acked: [], attempted: [], refused: [] };
  const bookings = { acked: [], attempted: [], refused: [] };

  const write = async (kind, path, body, record, name) => {
    record.attempted.push(name);
    try {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      const text = await res.text();
      if (res.status >= 200 && res.status < 300) {
        const parsed = JSON.parse(text);
        record.acked.push({ name, id: kind === 'join' ? parsed.entry.id : parsed.booking.id });
      } else if (!killed) {
        record.refused.push(`${res.status} ${text.slice(0, 200)}`);
      }
    } catch (error) {
      // A connection error after the kill is expected (the write is unacknowledged).
      if (!killed) record.refused.push(`connection error before the kill: ${error.message}`);
    }
  };

  const joinWorker = async () => {
    while (!killed) {
      const i = ++n;
      const lastName = `${tag}r${run}j${i}`;
      await write('join', `${publicPath}/queue`, { fullName: `Crash ${lastName}` }, joins, lastName);
    }
  };
  const bookWorker = async () => {
    while (!killed && slotIndex < slots.length) {
      const slot = slots[slotIndex++];
      const i = ++n;
      const lastName = `${tag}r${run}b${i}`;
      const body = {
        typeId: practice.type.id,
        start: slot.start,
        doctorId: slot.doctorId,
        firstName: 'Crash',
        lastName,
        // One patient each: a phone may hold only two open bookings per place (issue 16).
        phone: `+43 660 ${1_000_000 + run * 10_000 + i}`,
      };
      await write('book', `${publicPath}/bookings`, body, bookings, lastName);
    }
  };

  const workers = [
    ...Array.from({ length: JOIN_WORKERS }, joinWorker),
    ...Array.from({ length: BOOK_WORKERS }, bookWorker),
  ];
  const loadStarted = performance.now();
  while (
    (joins.acked.length < ACKS_BEFORE_KILL / 2 || bookings.acked.length < ACKS_BEFORE_KILL / 4) &&
    performance.now() - loadStarted < KILL_AT_THE_LATEST_MS
  )
    await sleep(10);
  await sleep(Math.random() * KILL_WINDOW_MS);
  const killAfter = performance.now() - loadStarted;
  killed = true;
  await server.kill();
  await Promise.all(workers);

  // Restart on the same storage.
  const restartStarted = performance.now();
  const restarted = await startServer(server.options);
  restarted.options = server.options;
  const restartMs = performance.now() - restartStarted;

  const verified = await verifyWrites(restarted.url, practice, joins, bookings);
  const joinResult = { ...verified.joins, errors: joins.refused };
  const bookResult = { ...verified.bookings, errors: bookings.refused };
  const cleanOpen = restarted.errorLogs().length === 0;
  return { restarted, killAfter, restartMs, cleanOpen, joinResult, bookResult };
}

async function backendRuns(backend) {
  const storage = {
    dataDir: backend === 'pglite' ? await pgliteDataDir('crash') : newDataDir(`crash-${backend}`),
  };
  let database;
  if (backend === 'postgres') {
    database = await createPostgresDatabase();
    storage.databaseUrl = database.url;
  }
  const options = { port: await freePort(), ...storage };
  const rows = [];
  const totals = { backend, runs: 0, acked: 0, found: 0, lost: 0, duplicated: 0, errors: 0, uncleanOpens: 0 };
  let server = await startServer(options);
  server.options = options;
  const tag = runTag();
  try {
    for (let run = 1; run <= RUNS; run++) {
      const result = await oneRun(server, run, tag);
      server = result.restarted;
      const { joinResult: j, bookResult: b } = result;
      const errors = [...j.errors, ...b.errors];
      for (const error of errors.slice(0, 3)) console.log(`  ${backend} run ${run} error: ${error}`);
      rows.push({
        run,
        'kill at ms': Math.round(result.killAfter),
        'joins acked': j.acked,
        'joins found': j.found,
        'bookings acked': b.acked,
        'bookings found': b.found,
        lost: j.lost + b.lost,
        duplicated: j.duplicated + b.duplicated,
        'unacked but committed': j.unackedCommitted + b.unackedCommitted,
        errors: errors.length,
        'restart ms': Math.round(result.restartMs),
        'clean open': result.cleanOpen ? 'yes' : 'NO',
      });
      totals.runs++;
      totals.acked += j.acked + b.acked;
      totals.found += j.found + b.found;
      totals.lost += j.lost + b.lost;
      totals.duplicated += j.duplicated + b.duplicated;
      totals.errors += errors.length + j.strangers + b.strangers;
      if (!result.cleanOpen) {
        totals.uncleanOpens++;
        console.log(
          `  ${backend} run ${run}: error logs after restart:`,
          result.restarted.errorLogs().slice(0, 3),
        );
      }
    }
    const exit = await server.stop();
    totals.cleanExit = exit.code === 0;
  } finally {
    await server.kill();
    await database
      ?.drop()
      .catch((error) => console.log(`dropping ${database.name} failed: ${error.message}`));
    removeDir(storage.dataDir);
  }
  console.log(`\ncrash durability, ${backend}: ${RUNS} SIGKILLs of the same database`);
  console.table(rows);
  return totals;
}

const backends = backendArg ? [backendArg] : ['pglite', 'postgres'];
const results = [];
let failed = false;
for (const backend of backends) {
  if (backend === 'postgres') {
    const available = await postgresAvailable();
    if (!available.ok) {
      console.log(`crash durability, postgres: SKIPPED, no PostgreSQL (${available.reason})`);
      results.push({ backend, skipped: available.reason });
      reportResult({ item: 'crash', backend, skipped: true, detail: available.reason, ok: true });
      continue;
    }
  }
  const totals = await backendRuns(backend);
  const ok =
    totals.lost === 0 &&
    totals.duplicated === 0 &&
    totals.errors === 0 &&
    totals.uncleanOpens === 0 &&
    totals.cleanExit &&
    totals.acked > 0;
  if (!ok) failed = true;
  results.push(totals);
  reportResult({
    item: 'crash',
    backend,
    ok,
    figures: `${totals.runs} kills: ${totals.acked} acknowledged, ${totals.found} found, ${totals.lost} lost, ${totals.duplicated} duplicated, ${totals.errors} errors, ${totals.runs - totals.uncleanOpens}/${totals.runs} clean opens`,
  });
}
console.log('\ncrash durability summary (target: 0 lost, 0 duplicated, 0 errors, every restart clean):');
console.table(results);
if (failed) {
  console.log('crash durability: FAILED');
  process.exitCode = 1;
}
