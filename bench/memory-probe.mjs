// Loaded into the server by bench/memory.mjs (node --import): answers the bench's 'memory' message
// with the process's memory figures over the IPC channel. With QTIFY_BENCH_NO_JOBS=1 it also swaps
// pg-boss for a stand-in that does nothing, so the bench can tell what the job queue costs.
import { register } from 'node:module';
import { getHeapStatistics } from 'node:v8';

if (process.env.QTIFY_BENCH_NO_JOBS === '1') {
  register('./memory-probe-hooks.mjs', import.meta.url);
}

process.on('message', (message) => {
  if (message !== 'memory') return;
  const usage = process.memoryUsage();
  const cpu = process.cpuUsage();
  process.send({
    ...usage,
    heapLimit: getHeapStatistics().heap_size_limit,
    cpuMs: (cpu.user + cpu.system) / 1000,
  });
});
// The IPC channel must not keep the server alive on its own (SIGTERM ends it as usual).
process.channel?.unref();
