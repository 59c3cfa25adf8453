import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { insertQueueEntry, patientEntry, queueChanged } from '../../../test/queue-entries';
import { hasRedisServer, isRedisReachable, ownRedis, TEST_REDIS_URL } from '../../../test/redis';
import { connectSocket, nextEvent } from '../../../test/socket-clients';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type App, buildApp } from '../../app';
import { createTemporaryUser } from '../auth/create-temporary-user';

const listen = async (app: App) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

describe.skipIf(!(await isRedisReachable()))('two app instances on one database and one Redis', () => {
  let a: TestApp;
  let b: App;
  let urlOfA: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await createTestApp({ config: { redisUrl: TEST_REDIS_URL } });
    b = await buildApp(a.config, { database: a.database, clock: a.clock, mailer: a.mailer });
    urlOfA = await listen(a.app);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('deliver what instance B emits to a patient connected to instance A', async () => {
    const { business } = await signUpWithBusiness(a.app);
    const entry = await insertQueueEntry(a.database.db, business.id);
    const socket = await connectSocket(urlOfA, entry.token);
    sockets.push(socket);

    const notification = nextEvent(socket, 'notification');
    const changed = nextEvent(socket, 'entry:changed');
    b.realtime.entryChanged(entry.entryId, patientEntry(entry.entryId, 'checkIn'));
    b.realtime.notify(entry.entryId, { title: 'Qtify', message: 'Bitte in Raum 2' });

    expect(await changed).toEqual({ entry: patientEntry(entry.entryId, 'checkIn') });
    expect(await notification).toEqual({ title: 'Qtify', message: 'Bitte in Raum 2' });
  });

  it('let instance B put a guest connected to A into the room of a new entry', async () => {
    const { business } = await signUpWithBusiness(a.app);
    const guest = await createTemporaryUser(
      { db: a.database.db, clock: a.clock, config: a.config },
      { firstName: 'Anna', lastName: 'Berger' },
    );
    const socket = await connectSocket(urlOfA, guest.token);
    sockets.push(socket);
    const entry = await insertQueueEntry(a.database.db, business.id, { userId: guest.userId });

    b.realtime.joinEntry?.(guest.userId, entry.entryId);
    // socketsJoin travels through Redis; retry the event until the room has the socket.
    const notified = nextEvent(socket, 'notification');
    const timer = setInterval(
      () => b.realtime.notify(entry.entryId, { title: 'Qtify', message: 'Hallo' }),
      50,
    );
    await notified.finally(() => clearInterval(timer));
  });

  it('disconnect a socket on A within a second when its session is logged out on B', async () => {
    const { token } = await signUp(a.app);
    const socket = await connectSocket(urlOfA, token);
    sockets.push(socket);
    const started = performance.now();
    const gone = nextEvent(socket, 'disconnect', 2000);
    const logout = await b.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

/** Emits every 50 ms until the socket has the event (what travels through Redis may take a moment). */
async function emitUntilHeard(socket: Socket, event: string, emit: () => void): Promise<unknown> {
  const heard = nextEvent(socket, event, 10_000);
  const timer = setInterval(emit, 50);
  return heard.finally(() => clearInterval(timer));
}

describe.skipIf(!hasRedisServer())('instances whose Redis goes away for a while', () => {
  it('keep delivering to their own sockets, do not crash, and fan out again once it is back', async () => {
    const redis = await ownRedis();
    const a = await createTestApp({ config: { redisUrl: redis.url } });
    const b = await buildApp(a.config, { database: a.database, clock: a.clock, mailer: a.mailer });
    try {
      const { token, business } = await signUpWithBusiness(a.app);
      const socket = await connectSocket(await listen(a.app), token);

      await redis.stop();
      b.realtime.queueChanged(queueChanged(business.id)); // published into the void: must not crash B
      const local = nextEvent(socket, 'queue:changed');
      a.app.realtime.queueChanged(queueChanged(business.id));
      expect(await local).toEqual(queueChanged(business.id));

      await redis.start();
      const fannedOut = await emitUntilHeard(socket, 'queue:changed', () =>
        b.realtime.queueChanged(queueChanged(business.id)),
      );
      expect(fannedOut).toEqual(queueChanged(business.id));
      socket.close();
    } finally {
      await b.close();
      await a.close();
      await redis.stop();
    }
  });
});
