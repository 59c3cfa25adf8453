// Several lines at scale (issue 21 "Cost"): 10 lines × 500 waiting with 5,000 patient sockets and
// a lobby display, and every change must reach the phones with p99 ≤ 250 ms, one broadcast per
// change. On the built server (apps/server/dist/main.js), on PostgreSQL (the target) and on PGlite
// (a figure). Seeding through the test-only route (QTIFY_TEST_ROUTES=1, /api/test/queue-seed).
// BENCH_LINE_KIND:
// - workflows (the default, issue 21's case): one business with 10 workflows (its default line and
//   9 more), 500 waiting in each. Every patient socket of the place hears every change (one room,
//   one broadcast); a step carries the line (stage) of its keys, so a phone of another line ignores
//   it. Every socket's arrival is a sample. A step whose keys name another line's stage, or none,
//   would move phones of the wrong line: counted as cross-talk. A lobby display socket of the place
//   times its `display:changed` of each change, and its board is fetched after each single change.
// - places: 10 businesses of one owner, 500 waiting each (a room each); a change's samples are its
//   place's 500 sockets, and a `queue:moved` of another place at a socket is cross-talk.
// Each change is a staff click that takes the next waiting patient of the line into treatment
// (PATCH status inTreatment): the key leaves the line, so the line's phones move up. Phases: one
// line at a time (a warm-up round, then 10 changes 0.3 s apart), then all 10 lines at once (3
// rounds). Each socket times the `queue:moved` step that carries the change's key from sending the
// PATCH. The sockets live in this process, so the figures include reading 5,000 frames here.
// Run after `npm run build -w @qtify/server` on a fairly idle machine: node bench/queue-lines.mjs
import {
  apiClient,
  builtServerAt,
  loads,
  machine,
  openSockets,
  quantile,
  report,
  runOnBothDatabases,
  sleep,
} from './queue-bench-kit.mjs';
import { startServer } from './start-server.mjs';

const LINES = Number(process.env.BENCH_LINES ?? 10);
const WAITING = Number(process.env.BENCH_WAITING ?? 500);
const LINE_KIND = process.env.BENCH_LINE_KIND ?? 'workflows';
const CONCURRENT_ROUNDS = 3;
const P99_TARGET_MS = 250;
const EVENT_TIMEOUT_MS = 10_000;

if (LINE_KIND !== 'workflows' && LINE_KIND !== 'places') {
  console.log(`BENCH_LINE_KIND=${LINE_KIND}: "workflows" (default) or "places"`);
  process.exit(1);
}
const builtAt = builtServerAt();

/** The lines: { businessId, workflowId?, stageId?, tokens } each; and the lobby display's token. */
async function setUpLines(client) {
  if (LINE_KIND === 'places') {
    const lines = [];
    for (let index = 0; index < LINES; index++) {
      const business = await client.createBusiness(`Bench Linie ${index + 1}`);
      lines.push({ businessId: business.id, tokens: await client.seedWaiting(business.id, WAITING) });
    }
    const { display } = await client.api(
      'POST',
      `/api/businesses/${lines[0].businessId}/displays`,
      {},
      { expected: 201 },
    );
    return { lines, displayToken: display.token, displayBusinessId: lines[0].businessId };
  }
  const business = await client.createBusiness('Bench Linien');
  const base = `/api/businesses/${business.id}/workflows`;
  for (let index = 1; index < LINES; index++) {
    const body = {
      name: `Linie ${index + 1}`,
      stages: [{ name: 'Wartezimmer', stations: [{ name: `Raum ${index + 1}` }] }],
    };
    await client.api('POST', base, body, { expected: 201 });
  }
  const { workflows } = await client.api('GET', base);
  const lines = [];
  for (const workflow of workflows.slice(0, LINES)) {
    lines.push({
      businessId: business.id,
      workflowId: workflow.id,
      stageId: workflow.stages[0].id,
      tokens: await client.seedWaiting(business.id, WAITING, workflow.id),
    });
  }
  const { display } = await client.api(
    'POST',
    `/api/businesses/${business.id}/displays`,
    {},
    { expected: 201 },
  );
  return { lines, displayToken: display.token, displayBusinessId: business.id };
}

async function runOn(kind, extraEnv) {
  const server = await startServer({ QTIFY_TEST_ROUTES: '1', ...extraEnv });
  const sockets = [];
  try {
    const client = apiClient(server.url);
    await client.signUp('Lines');
    const { lines, displayToken, displayBusinessId } = await setUpLines(client);
    const wsUrl = server.url.replace(/^http/, 'ws');

    /** Changes in flight by `${businessId}:${key}`: { line, sentAt, arrivals, expected, resolve, version }. */
    const inFlight = new Map();
    const displayAt = new Map();
    let crossTalk = 0;
    let broadcasts = 0;
    // One broadcast is the same frame at every socket: parsed once.
    let lastFrame;
    let lastMessage;
    const parse = (frame) => {
      if (frame !== lastFrame) {
        lastFrame = frame;
        lastMessage = JSON.parse(frame.slice(2));
      }
      return lastMessage;
    };
    const phoneOf = (line, counting) => (at, frame) => {
      const [event, payload] = parse(frame);
      if (event !== 'queue:moved') return;
      if (counting) broadcasts++;
      if (LINE_KIND === 'places' && payload.businessId !== line.businessId) crossTalk++;
      for (const step of payload.changes) {
        step.left.forEach((key, index) => {
          const change = inFlight.get(`${payload.businessId}:${key}`);
          if (!change) return;
          // A phone counts a key of its own stage only (applyQueueMove); a key without a stage is everyone's.
          const keyStage = step.leftIn?.[index];
          if (LINE_KIND === 'workflows' && change.line === line && keyStage !== line.stageId) crossTalk++;
          if (
            LINE_KIND === 'workflows' &&
            change.line !== line &&
            (keyStage === undefined || keyStage === line.stageId)
          )
            crossTalk++;
          change.version = step.version;
          change.arrivals.push(at - change.sentAt);
          if (change.arrivals.length === change.expected) change.resolve();
        });
      }
    };
    const connectStarted = performance.now();
    for (const line of lines) await openSockets(wsUrl, line.tokens, phoneOf(line, false), sockets);
    // One socket counts the broadcasts (frames) it heard.
    await openSockets(wsUrl, [lines[0].tokens[0]], phoneOf(lines[0], true), sockets);
    await openSockets(
      wsUrl,
      [displayToken],
      (at, frame) => {
        const [event, payload] = JSON.parse(frame.slice(2));
        if (event === 'display:changed') displayAt.set(payload.version, at);
      },
      sockets,
    );
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    for (const line of lines) {
      const query = `view=waiting&limit=20${line.workflowId ? `&workflowId=${line.workflowId}` : ''}`;
      line.entries = (await client.api('GET', `/api/businesses/${line.businessId}/queue?${query}`)).entries;
      line.changed = 0;
      // Every socket of a place hears each of its changes: with workflows all of them, else the line's own.
      line.expected =
        (LINE_KIND === 'workflows'
          ? lines.reduce((sum, l) => sum + l.tokens.length, 0)
          : line.tokens.length) + (line === lines[0] || LINE_KIND === 'workflows' ? 1 : 0);
    }
    await sleep(500);

    /** One staff click on a line: its next waiting patient goes into treatment. */
    const change = async (line) => {
      const entry = line.entries[line.changed++];
      let resolve;
      const all = new Promise((r) => {
        resolve = r;
      });
      const flight = { line, arrivals: [], expected: line.expected, resolve, sentAt: performance.now() };
      const id = `${line.businessId}:${entry.sortKey}`;
      inFlight.set(id, flight);
      await client.api('PATCH', `/api/businesses/${line.businessId}/queue/${entry.id}`, {
        status: 'inTreatment',
      });
      await Promise.race([all, sleep(EVENT_TIMEOUT_MS)]);
      inFlight.delete(id);
      const display =
        line.businessId === displayBusinessId && displayAt.has(flight.version)
          ? displayAt.get(flight.version) - flight.sentAt
          : undefined;
      return { arrivals: flight.arrivals, missing: flight.expected - flight.arrivals.length, display };
    };
    const phase = () => ({ samples: [], missing: 0, display: [], board: [], broadcasts: 0, changes: 0 });
    const add = (into, result) => {
      into.samples.push(...result.arrivals);
      into.missing += result.missing;
      into.changes++;
      if (result.display !== undefined) into.display.push(result.display);
    };
    // Warm-up: one change per line, not counted.
    for (const line of lines) await change(line);
    const one = phase();
    const loadBefore = loads();
    broadcasts = 0;
    for (const line of lines) {
      add(one, await change(line));
      if (line.businessId === displayBusinessId)
        one.board.push(
          (await client.call('GET', `/api/public/displays/${displayToken}`, undefined, { anonymous: true }))
            .ms,
        );
      await sleep(300);
    }
    one.broadcasts = broadcasts;
    const together = phase();
    broadcasts = 0;
    for (let round = 0; round < CONCURRENT_ROUNDS; round++) {
      for (const result of await Promise.all(lines.map(change))) add(together, result);
      await sleep(500);
    }
    together.broadcasts = broadcasts;
    for (const p of [one, together]) {
      p.samples.sort((a, b) => a - b);
      p.display.sort((a, b) => a - b);
      p.board.sort((a, b) => a - b);
    }
    return { kind, one, together, crossTalk, connectSeconds, loads: `${loadBefore} → ${loads()}` };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
}

const { results, failures } = await runOnBothDatabases('qtify_bench_lines', runOn);
const ms = (value) => (value === undefined ? '–' : value.toFixed(1));
const rows = [];
for (const r of results) {
  const target = r.kind === 'PostgreSQL';
  for (const [name, p] of [
    ['one line at a time', r.one],
    [`all ${LINES} lines at once`, r.together],
  ]) {
    const p99 = quantile(p.samples, 0.99);
    const met = p99 <= P99_TARGET_MS && p.missing === 0 && r.crossTalk === 0;
    rows.push({
      database: r.kind,
      measure: `${name}: sockets updated p50 / p95 / p99 (ms)`,
      value: `${ms(quantile(p.samples, 0.5))} / ${ms(quantile(p.samples, 0.95))} / ${ms(p99)}`,
      detail:
        `max ${ms(p.samples.at(-1))}; ${p.samples.length} samples of ${p.changes} changes; one socket heard ${p.broadcasts} broadcasts; ${p.missing} missing; ` +
        `display:changed p50 / max ${ms(quantile(p.display, 0.5))} / ${ms(p.display.at(-1))}` +
        (p.board.length > 0
          ? `, board fetch p50 / max ${ms(quantile(p.board, 0.5))} / ${ms(p.board.at(-1))}`
          : '') +
        `; cross-talk ${r.crossTalk}; connected in ${r.connectSeconds.toFixed(1)} s; load ${r.loads}`,
      target: target ? `p99 ≤ ${P99_TARGET_MS} ms` : '(figure)',
      result: target ? (met ? 'met' : 'MISSED') : '',
    });
    if (target && !met)
      failures.push(`${r.kind} ${name}: p99 ${ms(p99)} ms, ${p.missing} missing, cross-talk ${r.crossTalk}`);
  }
}
const sockets = LINES * WAITING;
report(
  `lines at scale (${machine()}): ${LINES} lines (${LINE_KIND}) × ${WAITING} waiting, ${sockets} patient sockets and a lobby display:`,
  rows,
  builtAt,
  failures,
);
