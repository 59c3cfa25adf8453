// The slot engine alone: 4 weeks of 15-minute slots for 10 doctors with split days Mon–Fri and
// 1,000 existing appointments (target: median and p95 ≤ 20 ms). Needs no build: esbuild bundles the
// TypeScript engine in memory. Run: node bench/slots.mjs
import { build } from 'esbuild';

const ENGINE_TARGET_MS = 20;
const RUNS = 50;
const WARM_UP = 10;

const bundle = await build({
  entryPoints: ['packages/shared/src/domain/free-slots.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
});
const { findFreeSlots } = await import(
  `data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`
);

// A seeded generator, so every run books the same appointments.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const timeZone = 'Europe/Vienna';
const from = '2026-11-23'; // a Monday
const to = '2026-12-20'; // the Sunday four weeks later
const splitDay = [
  { startMinute: 8 * 60, endMinute: 12 * 60 },
  { startMinute: 14 * 60, endMinute: 18 * 60 },
];
const doctors = Array.from({ length: 10 }, (_, i) => ({
  id: `doctor-${String(i).padStart(2, '0')}`,
  workingTimes: [1, 2, 3, 4, 5].flatMap((weekday) => splitDay.map((time) => ({ weekday, ...time }))),
  absences: i % 3 === 0 ? [{ date: '2026-12-02', allDay: true, startMinute: null, endMinute: null }] : [],
}));

// 1,000 distinct 15-minute appointments on the doctors' own grid, spread over the four weeks.
const query = {
  doctors,
  busy: [],
  durationMinutes: 15,
  from,
  to,
  timeZone,
  now: Date.parse('2026-11-22T12:00:00Z'),
};
const grid = findFreeSlots(query);
const taken = new Set();
while (taken.size < 1000) taken.add(Math.floor(random() * grid.length));
query.busy = [...taken].map((index) => grid[index]);

for (let i = 0; i < WARM_UP; i++) findFreeSlots(query);
const times = [];
let slots = 0;
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  slots = findFreeSlots(query).length;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const quantile = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
const median = quantile(0.5);
const p95 = quantile(0.95);

console.log(
  `findFreeSlots: ${doctors.length} doctors, ${from}..${to}, 15-minute type, ${query.busy.length} appointments → ${slots} free slots of ${grid.length}`,
);
console.table([
  { runs: RUNS, 'median ms': median.toFixed(2), 'p95 ms': p95.toFixed(2), 'max ms': times.at(-1).toFixed(2) },
]);
const ok = p95 <= ENGINE_TARGET_MS;
console.log(
  `engine p95: ${p95.toFixed(2)} ms (target ≤ ${ENGINE_TARGET_MS} ms): ${ok ? 'ok' : 'OVER TARGET'}`,
);
