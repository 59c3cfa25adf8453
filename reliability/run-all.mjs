// The reliability suite on the built server (apps/server/dist/main.js): crash durability (SIGKILL,
// PGlite and PostgreSQL), load (one practice day compressed), graceful shutdown under load (SIGTERM),
// socket resilience (reconnect after a restart), PostgreSQL connection loss (backends terminated
// under write load) and the floods of issue 16 with the default limits (fake registrations, booking
// flood, mail bombing, sign-up flood, login lock-out). Each script prints its own figures; this one
// prints a summary table (each attack with its figure) and exits non-zero when any check or target
// failed (latency targets fail the full run only; the short run prints them).
//   npm run test:reliability               full counts (10 + 10 kills, 200 patients, …), < 15 min
//   node reliability/run-all.mjs --short   small counts, for the normal test run (about 2 min)
// PostgreSQL: TEST_DATABASE_URL or RELIABILITY_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// the scripts create and drop databases qtify_rel_<random> there and skip PostgreSQL when it is unreachable.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { DIST, makePgliteTemplate, removeDir, requireBuild, SHORT } from './lib.mjs';

const SCRIPTS = ['crash.mjs', 'load.mjs', 'shutdown.mjs', 'sockets.mjs', 'connection-loss.mjs', 'floods.mjs'];
const started = performance.now();

requireBuild();
const builtAt = statSync(DIST).mtimeMs;
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const newer = ['apps/server/src', 'packages/shared/src']
  .flatMap(files)
  .filter((file) => !file.includes('.test.') && statSync(file).mtimeMs > builtAt);
if (newer.length > 0) {
  console.log(
    `note: ${newer.length} source file(s) changed after ${DIST} was built (e.g. ${newer[0]}); the suite tests the build`,
  );
}

console.log(
  `reliability suite (${SHORT ? 'short' : 'full'}) on ${DIST}, ${availableParallelism()} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
// One migrated PGlite data dir; every script copies it instead of running initdb again.
const template = await makePgliteTemplate();

const results = [];
let failed = false;
try {
  for (const script of SCRIPTS) {
    console.log(`\n### reliability/${script}${SHORT ? ' --short' : ''}`);
    const scriptStarted = performance.now();
    const child = spawn(process.execPath, [`reliability/${script}`, ...(SHORT ? ['--short'] : [])], {
      env: { ...process.env, REL_PGLITE_TEMPLATE: template },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const reported = [];
    let buffered = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      process.stdout.write(chunk);
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('RELIABILITY_RESULT '))
          reported.push(JSON.parse(line.slice('RELIABILITY_RESULT '.length)));
      }
    });
    const code = await new Promise((resolve) =>
      child.on('exit', (exitCode, signal) => resolve(exitCode ?? signal)),
    );
    const seconds = ((performance.now() - scriptStarted) / 1000).toFixed(0);
    if (reported.length === 0)
      reported.push({ item: script.replace('.mjs', ''), ok: false, figures: 'no result reported' });
    for (const result of reported) {
      results.push({
        item: result.item,
        backend: result.backend ?? 'pglite',
        result: result.skipped ? 'skipped' : result.ok && code === 0 ? 'ok' : 'FAILED',
        figures: result.figures ?? result.detail,
        s: seconds,
      });
    }
    if (code !== 0) failed = true;
  }
} finally {
  removeDir(template);
}

const minutes = (performance.now() - started) / 60_000;
console.log(`\nreliability summary (${SHORT ? 'short' : 'full'}, ${minutes.toFixed(1)} min in all):`);
console.table(results);
if (failed || results.some((result) => result.result === 'FAILED')) {
  console.log('reliability: FAILED');
  process.exitCode = 1;
} else {
  console.log('reliability: all checks passed');
}
