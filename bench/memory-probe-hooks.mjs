// Module hooks of bench/memory-probe.mjs: `pg-boss` resolves to a stand-in that schedules nothing.
const STAND_IN = `
export default class PgBossStandIn {
  on() { return this; }
  async start() { return this; }
  async stop() {}
  async createQueue() {}
  async updateQueue() {}
  async schedule() {}
  async unschedule() {}
  async getSchedules() { return []; }
  async work() { return 'stand-in'; }
}`;

export async function resolve(specifier, context, next) {
  if (specifier === 'pg-boss') return { url: 'qtify-bench:pg-boss', shortCircuit: true };
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url === 'qtify-bench:pg-boss') return { format: 'module', source: STAND_IN, shortCircuit: true };
  return next(url, context);
}
