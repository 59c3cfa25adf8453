// Socket resilience. N patients join and connect a socket.io socket with their entry token
// (automatic reconnection on), each keeping its entry as the patient app does: refetch
// GET /api/queue/:token on every (re)connect, take `entry:changed` events in between, and follow the
// place's `queue:moved` broadcasts (the app moves its position by them; this refetches instead).
// Then the server stops (SIGTERM, and in a second round SIGKILL); while it is down, staff change statuses through a second
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
      if (!client.state || changed.version >= client.state.version) client.state = changed;
    });
    client.socket.on('queue:moved', () => {
      client.events++;
      void refetch();
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

  const NEXT = { notHere: 'checkIn', checkIn: 'inTreatment', inTreatment: 'done' };
  const expected = clients.map(() => 'notHere'); // the status staff gave each entry
  const patch = async (url, i, status) => {
    await api(url, 'PATCH', `${practice.base}/queue/${clients[i].id}`, {
      body: { status },
      token: practice.token,
      expected: 200,
    });
    expected[i] = status;
  };
  // Round 1 stops the server gracefully, round 2 kills it. During each downtime staff change
  // statuses through another instance; after each restart one more round of changes goes out live.
  const rounds = [
    {
      signal: 'SIGTERM',
      downtime: (i) => (i % 3 === 0 ? ['checkIn'] : i % 3 === 1 ? ['checkIn', 'inTreatment', 'done'] : []),
      live: (i) => (i % 3 === 0 ? ['inTreatment'] : []),
    },
    {
      signal: 'SIGKILL',
      downtime: (i) => (expected[i] !== 'done' && i % 2 === 0 ? [NEXT[expected[i]]] : []),
      live: (i) => (expected[i] !== 'done' ? [NEXT[expected[i]]] : []),
    },
  ];
  const rows = [];
  ok = true;
  for (const round of rounds) {
    const connectsBefore = clients.map((c) => c.connects);
    if (round.signal === 'SIGTERM') {
      const stopped = await server.stop();
      if (stopped.code !== 0)
        throw new Error(`the server exited with ${stopped.code} on SIGTERM (sockets open)`);
    } else {
      await server.kill();
    }
    await waitFor(() => clients.every((c) => !c.socket.connected), 20_000);
    const staff = await startServer({ port: staffPort, dataDir });
    let changes = 0;
    for (let i = 0; i < clients.length; i++) {
      for (const status of round.downtime(i)) {
        await patch(staff.url, i, status);
        changes++;
      }
    }
    const staffExit = await staff.stop();
    if (staffExit.code !== 0) throw new Error(`the staff instance exited with ${staffExit.code}`);

    server = await startServer({ port, dataDir });
    const restartedAt = performance.now();
    await waitFor(() =>
      clients.every((c, i) => c.connects > connectsBefore[i] && c.refetching === 0 && c.refetches > 1),
    );
    const reconnectSeconds = (performance.now() - restartedAt) / 1000;
    const reconnected = clients.filter((c, i) => c.connects > connectsBefore[i]).length;
    const afterDowntime = await truth(server.url);
    const asSet = afterDowntime.filter((entry, i) => entry.status === expected[i]).length;
    const correctAfterReconnect = clients.filter((c, i) => matches(c.state, afterDowntime[i])).length;

    // Live changes, pushed over the sockets (entry:changed to the patient, queue:moved to the place).
    let liveChanges = 0;
    for (let i = 0; i < clients.length; i++) {
      for (const status of round.live(i)) {
        await patch(server.url, i, status);
        liveChanges++;
      }
    }
    const afterLive = await truth(server.url);
    await waitFor(() => clients.every((c, i) => matches(c.state, afterLive[i])), 30_000);
    const correctLive = clients.filter((c, i) => matches(c.state, afterLive[i])).length;
    const liveAsSet = afterLive.filter((entry, i) => entry.status === expected[i]).length;

    rows.push({
      restart: round.signal,
      'changes during downtime': changes,
      'reconnected by themselves': `${reconnected}/${PATIENTS}`,
      'reconnect s': Number(reconnectSeconds.toFixed(1)),
      'server state as staff set it': `${asSet}/${PATIENTS}`,
      'correct after reconnect + refetch': `${correctAfterReconnect}/${PATIENTS}`,
      'live changes': liveChanges,
      'correct after live changes': `${correctLive}/${PATIENTS}`,
    });
    if (
      reconnected !== PATIENTS ||
      asSet !== PATIENTS ||
      liveAsSet !== PATIENTS ||
      correctAfterReconnect !== PATIENTS ||
      correctLive !== PATIENTS
    )
      ok = false;
  }

  console.log(
    `\nsocket resilience: ${PATIENTS} patient sockets (automatic reconnection); the server on port ${port} ` +
      'stops, staff change statuses through another instance, the server comes back:',
  );
  console.table(rows);
  reportResult({
    item: 'sockets',
    ok,
    figures: rows
      .map(
        (row) =>
          `${row.restart}: reconnected ${row['reconnected by themselves']}, correct ${row['correct after reconnect + refetch']} after refetch, ${row['correct after live changes']} after live changes`,
      )
      .join('; '),
  });
} catch (error) {
  ok = false;
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
