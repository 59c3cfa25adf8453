import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** The target's URL with the proxy's host and port. */
  url: string;
  /** Cuts every open connection and refuses new ones (the database "goes away"). */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of the PostgreSQL of `targetUrl`, to take the database away
 * from the app and give it back (a test cannot stop the shared PostgreSQL server).
 */
export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as { port: number }).port;
        server = next;
        resolve();
      });
    });

  const stop = async () => {
    const closing = server ? new Promise<void>((resolve) => server?.close(() => resolve())) : undefined;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    await closing;
  };

  await listen();
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), cut: stop, restore: listen, close: stop };
}
