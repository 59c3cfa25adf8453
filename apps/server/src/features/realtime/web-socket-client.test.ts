import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { MAX_SOCKETS_PER_TOKEN } from '@qtify/shared/domain/abuse-limits';
import { SocketClient, type WebSocketLike } from '@qtify/shared/realtime/socket-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUpWithBusiness } from '../../../test/businesses';
import { insertQueueEntry, patientEntry } from '../../../test/queue-entries';
import { connectSocket } from '../../../test/socket-clients';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The browser's small socket.io client (packages/shared/src/realtime/socket-client.ts) against the
// real socket server, with `ws` standing in for the browser's WebSocket.
describe('the web app’s WebSocket-only socket.io client', () => {
  let t: TestApp;
  let origin: string;
  const clients: SocketClient[] = [];
  const connect = (token: string) => {
    const client = new SocketClient({
      origin,
      auth: { token },
      createWebSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      maxReconnectDelayMs: 200,
    });
    clients.push(client);
    return client;
  };
  const next = <T>(client: SocketClient, event: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event}`)), 5000);
      const off = client.on(event, (payload) => {
        clearTimeout(timer);
        off();
        resolve(payload as T);
      });
    });

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t.close();
  });

  it('connects with an entry token and receives its entry’s events', async () => {
    const { business } = await signUpWithBusiness(t.app);
    const { entryId, token } = await insertQueueEntry(t.database.db, business.id);
    const client = connect(token);
    await next(client, 'connect');
    const changed = next<{ entry: { id: string } }>(client, 'entry:changed');
    const notified = next<{ message: string }>(client, 'notification');
    t.app.realtime.entryChanged(entryId, patientEntry(entryId, 'checkIn'));
    t.app.realtime.notify(entryId, { title: 'Ordination', message: 'Bitte in Raum 2' });
    expect((await changed).entry.id).toBe(entryId);
    expect((await notified).message).toBe('Bitte in Raum 2');
  });

  it('gets the acknowledgement of register', async () => {
    const { token } = await signUpWithBusiness(t.app);
    const client = connect(token);
    await next(client, 'connect');
    const answer = await new Promise((resolve) =>
      client.emit('register', { userId: 'someone else' }, resolve),
    );
    expect(answer).toEqual({ ok: false });
  });

  it('reports a refused token as connect_error and does not retry', async () => {
    const client = connect('not-a-token');
    const error = await next<Error>(client, 'connect_error');
    expect(error.message).toBe('UNAUTHENTICATED');
    expect(client.connected).toBe(false);
  });

  it('keeps trying while its token holds as many sockets as it may, and connects once one closes', async () => {
    const { token } = await signUpWithBusiness(t.app);
    const others = [];
    for (let i = 0; i < MAX_SOCKETS_PER_TOKEN; i++) others.push(await connectSocket(origin, token));
    const client = connect(token);
    expect((await next<Error>(client, 'connect_error')).message).toBe('TOO_MANY_SOCKETS');
    others[0]?.close();
    await next(client, 'connect');
    expect(client.connected).toBe(true);
    for (const socket of others) socket.close();
  });

  it('reconnects by itself after the connection drops', async () => {
    const { token } = await signUpWithBusiness(t.app);
    const upgraded: Duplex[] = [];
    t.app.server.on('upgrade', (_request, socket: Duplex) => upgraded.push(socket));
    const client = connect(token);
    await next(client, 'connect');
    const dropped = next(client, 'disconnect');
    // What a server restart or a network change looks like to the browser.
    for (const socket of upgraded) socket.destroy();
    await dropped;
    await next(client, 'connect');
    expect(client.connected).toBe(true);
  });
});
