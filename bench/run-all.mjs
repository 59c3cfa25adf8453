// Runs every benchmark in bench/ in turn; each prints its own figures and exits non-zero when it
// misses a target. The summary at the end lists them; this exits non-zero if any missed.
// queue-scale.mjs, queue-lines.mjs, queue-stats.mjs, history-queries.mjs and patient-search.mjs measure on PostgreSQL too (BENCH_DATABASE_URL,
// default the local server).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

// Helpers the benchmarks import, not benchmarks.
const skip = new Set([
  'run-all.mjs',
  'start-server.mjs',
  'fresh-postgres.mjs',
  'patient-socket.mjs',
  'memory-probe.mjs',
  'memory-probe-hooks.mjs',
  'demo-practice.mjs',
  'verify-from-outbox.mjs',
]);
const scripts = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.mjs') && !skip.has(f));
const results = [];
for (const script of scripts.sort()) {
  console.log(`\n### bench/${script}`);
  const started = performance.now();
  const { status } = spawnSync(process.execPath, [`bench/${script}`], { stdio: 'inherit' });
  results.push({
    bench: script,
    seconds: Math.round((performance.now() - started) / 1000),
    result: status === 0 ? 'ok' : 'MISSED or FAILED',
  });
  if (status !== 0) process.exitCode = 1;
}
console.log('\nbenchmarks:');
console.table(results);
