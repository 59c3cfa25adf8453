// Runs every benchmark in bench/ in turn; each prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const skip = new Set(['run-all.mjs', 'start-server.mjs', 'memory-probe.mjs', 'memory-probe-hooks.mjs']);
const scripts = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.mjs') && !skip.has(f));
for (const script of scripts.sort()) {
  console.log(`\n### bench/${script}`);
  const { status } = spawnSync(process.execPath, [`bench/${script}`], { stdio: 'inherit' });
  if (status !== 0) process.exitCode = 1;
}
