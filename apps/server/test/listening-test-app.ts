import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { connectSocket } from './socket-clients';
import { createTestApp, type TestApp } from './test-app';

export interface ListeningTestApp {
  readonly t: TestApp;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** A connected socket.io socket with this token, closed after the test. */
  connect(token?: string): Promise<Socket>;
}

/**
 * For a describe block whose tests need real sockets: a test app listening on a free loopback
 * port for the whole block, and the sockets each test opened closed after it.
 */
export function listeningTestApp(): ListeningTestApp {
  let t: TestApp | undefined;
  let url = '';
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => t?.close());
  return {
    get t() {
      if (!t) throw new Error('the test app starts in beforeAll');
      return t;
    },
    get url() {
      return url;
    },
    async connect(token) {
      const socket = await connectSocket(url, token);
      sockets.push(socket);
      return socket;
    },
  };
}
