import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { addMember } from '../../../test/members';
import { isRedisReachable, TEST_REDIS_URL } from '../../../test/redis';
import { connectSocket, nextEvent, recordEvents } from '../../../test/socket-clients';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type App, buildApp } from '../../app';

const listen = async (app: App) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

/**
 * Removing a member cuts them off at once: their open socket, on whichever instance it is,
 * stops hearing the business (checked against the owner's socket, which hears the same change).
 */
function removalCutsTheSocket(
  name: string,
  setup: () => Promise<{ a: TestApp; remover: App; url: string; close(): Promise<void> }>,
) {
  describe(name, () => {
    let env: Awaited<ReturnType<typeof setup>>;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      env = await setup();
    });
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.close();
    });
    afterAll(() => env.close());

    it('stops the removed member’s open socket from hearing the business, and refuses their next request', async () => {
      const { a, remover, url } = env;
      const { token: owner, business } = await signUpWithBusiness(a.app);
      const reception = await addMember(a.app, a.database, business.id, 'reception');
      const ownerSocket = await connectSocket(url, owner);
      const memberSocket = await connectSocket(url, reception.token);
      sockets.push(ownerSocket, memberSocket);
      const addWalkIn = (lastName: string) =>
        a.app.inject({
          method: 'POST',
          url: `/api/businesses/${business.id}/queue`,
          headers: bearer(owner),
          payload: { firstName: 'Walter', lastName },
        });

      const heard = nextEvent(memberSocket, 'queue:changed');
      expect((await addWalkIn('Vorher')).statusCode).toBe(201);
      await heard;

      const removed = await remover.inject({
        method: 'DELETE',
        url: `/api/businesses/${business.id}/members/${reception.userId}`,
        headers: bearer(owner),
      });
      expect(removed.statusCode).toBe(204);

      const afterRemoval = recordEvents(memberSocket);
      const ownerHeard = nextEvent(ownerSocket, 'queue:changed');
      expect((await addWalkIn('Nachher')).statusCode).toBe(201);
      await ownerHeard;
      // The owner's socket heard the change; give the other socket the same moment and more.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(afterRemoval.filter((event) => event.event === 'queue:changed')).toEqual([]);

      const queue = await a.app.inject({
        url: `/api/businesses/${business.id}/queue`,
        headers: bearer(reception.token),
      });
      expect(queue.statusCode).toBe(404);
    });
  });
}

removalCutsTheSocket('removing a member, one instance', async () => {
  const a = await createTestApp();
  const url = await listen(a.app);
  return { a, remover: a.app, url, close: () => a.close() };
});

describe.skipIf(!(await isRedisReachable()))('with the Redis adapter', () => {
  removalCutsTheSocket('removing a member on instance B while their socket is on instance A', async () => {
    const a = await createTestApp({ config: { redisUrl: TEST_REDIS_URL } });
    const b = await buildApp(a.config, { database: a.database, clock: a.clock, mailer: a.mailer });
    const url = await listen(a.app);
    return {
      a,
      remover: b,
      url,
      close: async () => {
        await b.close();
        await a.close();
      },
    };
  });
});
