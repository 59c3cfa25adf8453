// Socket resilience. N patients join and connect a socket.io socket with their entry token
// (automatic reconnection on), each keeping its entry as the patient app does: refetch
// GET /api/queue/:token on every (re)connect, take `entry:changed` events in between.
// Then the server stops (SIGTERM); while it is down, staff change statuses through a second
// instance on another port (same data dir), which the patients' sockets never reach; that
// instance stops and the server comes back on the original port. Every socket must reconnect by
// itself and, after its refetch, show its entry's true status and people ahead. Finally one more
// round of changes goes out live, and every socket must end with the true state again.
// Run: node reliability/sockets.mjs [--short]
import { io } from 'socket.io-client';
import {
  api,
  freePort,
  nextIp,
  pgliteDataDir,
  removeDir,
  reportResult,
  requireBuild,
  runTag,
  SHORT,
  seedPractice,
  sleep,
  startServer,
} from './lib.mjs';

const PATIENTS = SHORT ? 20 : 100;
const SETTLE_TIMEOUT_MS = 60_000; // generous: a bound for a hung client, not a timing target

requireBuild();

const waitFor = async (condition, timeoutMs = SETTLE_TIMEOUT_MS) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
};

const dataDir = await pgliteDataDir('sockets');
const port = await freePort();
const staffPort = await freePort();
let server = await startServer({ port, dataDir });
const clients = [];
let ok = false;
try {
  const practice = await seedPractice(server.url, 'Sockets');
  const tag = runTag();
  const joined = [];
  for (let i = 0; i < PATIENTS; i++) {
    const { body } = await api(
      server.url,
      'POST',
      `/api/public/businesses/${practice.business.publicId}/queue`,
      {
        body: { fullName: `Sock ${tag}s${i}` },
        headers: { 'x-forwarded-for': nextIp() },
        expected: 201,
      },
    );
    joined.push({ id: body.entry.id, token: body.entry.token });
  }

  // The patient app: on every connect, refetch; in between, take the pushed entry.
  for (const entry of joined) {
    const client = { ...entry, connects: 0, refetches: 0, events: 0, state: undefined, refetching: 0 };
    const refetch = async () => {
      client.refetching++;
      try {
        const res = await fetch(`${server.url}/api/queue/${entry.token}`);
        if (res.ok) {
          client.state = (await res.json()).entry;
          client.refetches++;
        }
      } catch {
        // The server went away again; the next connect refetches.
      } finally {
        client.refetching--;
      }
    };
    client.socket = io(`http://127.0.0.1:${port}`, {
      auth: { token: entry.token },
      transports: ['websocket'],
      reconnection: true,
      reconnectionDelay: 250,
      reconnectionDelayMax: 2000,
      forceNew: true,
    });
    client.socket.on('connect', () => {
      client.connects++;
      refetch();
    });
    client.socket.on('entry:changed', ({ entry: changed }) => {
      client.events++;
      client.state = changed;
    });
    clients.push(client);
  }
  const connectedOnce = await waitFor(() => clients.every((c) => c.refetches >= 1));
  if (!connectedOnce) throw new Error('not every socket connected and fetched its entry at the start');

  // The truth: what the server says for each entry now (a fresh request of the test itself).
  const truth = async (url) =>
    Promise.all(
      clients.map(
        async (client) => (await api(url, 'GET', `/api/queue/${client.token}`, { expected: 200 })).body.entry,
      ),
    );
  const matches = (state, expected) =>
    state !== undefined &&
    state.status === expected.status &&
    state.ahead === expected.ahead &&
    state.isNext === expected.isNext &&
    state.out === expected.out;

  // Downtime: the server stops; staff change statuses through another instance meanwhile.
  const stopped = await server.stop();
  if (stopped.code !== 0) throw new Error(`the server exited with ${stopped.code} on SIGTERM (sockets open)`);
  await waitFor(() => clients.every((c) => !c.socket.connected), 20_000);
  const plan = clients.map((_, i) =>
    i % 3 === 0 ? ['checkIn'] : i % 3 === 1 ? ['checkIn', 'inTreatment', 'done'] : [],
  );
  const staff = await startServer({ port: staffPort, dataDir });
  for (let i = 0; i < clients.length; i++) {
    for (const status of plan[i]) {
      await api(staff.url, 'PATCH', `${practice.base}/queue/${clients[i].id}`, {
        body: { status },
        token: practice.token,
        expected: 200,
      });
    }
  }
  const staffExit = await staff.stop();
  if (staffExit.code !== 0) throw new Error(`the staff instance exited with ${staffExit.code}`);
  const connectsBefore = clients.map((c) => c.connects);

  server = await startServer({ port, dataDir });
  const restartedAt = performance.now();
  await waitFor(() =>
    clients.every((c, i) => c.connects > connectsBefore[i] && c.refetching === 0 && c.refetches > 1),
  );
  const reconnectSeconds = (performance.now() - restartedAt) / 1000;
  const reconnected = clients.filter((c, i) => c.connects > connectsBefore[i]).length;
  const expectedAfterDowntime = await truth(server.url);
  const statusAsPlanned = expectedAfterDowntime.filter(
    (entry, i) => entry.status === (plan[i].at(-1) ?? 'notHere'),
  ).length;
  const correctAfterReconnect = clients.filter((c, i) => matches(c.state, expectedAfterDowntime[i])).length;

  // Live: one more change for every third patient (checkIn → inTreatment), pushed over the sockets.
  for (let i = 0; i < clients.length; i += 3) {
    await api(server.url, 'PATCH', `${practice.base}/queue/${clients[i].id}`, {
      body: { status: 'inTreatment' },
      token: practice.token,
      expected: 200,
    });
  }
  const expectedLive = await truth(server.url);
  await waitFor(() => clients.every((c, i) => matches(c.state, expectedLive[i])), 30_000);
  const correctLive = clients.filter((c, i) => matches(c.state, expectedLive[i])).length;

  console.log(
    `\nsocket resilience: ${PATIENTS} patient sockets; server stopped, ${plan.flat().length} status changes made ` +
      `through another instance meanwhile, server back on port ${port}; reconnected within ${reconnectSeconds.toFixed(1)} s`,
  );
  console.table([
    { measure: 'reconnected by themselves', value: `${reconnected}/${PATIENTS}` },
    { measure: 'server state as staff set it during the downtime', value: `${statusAsPlanned}/${PATIENTS}` },
    { measure: 'correct state after reconnect + refetch', value: `${correctAfterReconnect}/${PATIENTS}` },
    { measure: 'correct state after live changes (entry:changed)', value: `${correctLive}/${PATIENTS}` },
  ]);
  ok =
    reconnected === PATIENTS &&
    statusAsPlanned === PATIENTS &&
    correctAfterReconnect === PATIENTS &&
    correctLive === PATIENTS;
  reportResult({
    item: 'sockets',
    ok,
    figures: `reconnected ${reconnected}/${PATIENTS}, correct after reconnect ${correctAfterReconnect}/${PATIENTS}, correct after live changes ${correctLive}/${PATIENTS}`,
  });
} catch (error) {
  console.log(`socket resilience: ${error.message}`);
  reportResult({ item: 'sockets', ok: false, figures: error.message });
} finally {
  for (const client of clients) client.socket?.close();
  const exit = await server.stop();
  if (exit.code !== 0 && exit.code !== null) ok = false;
  removeDir(dataDir);
}
if (!ok) {
  console.log('socket resilience: FAILED');
  process.exitCode = 1;
}
