import type { FastifyBaseLogger } from 'fastify';
import type { createClient } from 'redis';

type RedisClient = ReturnType<typeof createClient>;

/** How long start-up waits for Redis before it goes on (events then reach this instance only until it connects). */
const CONNECT_WAIT_MS = 5000;
const CLOSE_WAIT_MS = 1000;

// The adapter calls these without handling their promises. A command in flight when Redis goes
// away rejects, and an unhandled rejection would end the process: log it instead (node-redis
// reconnects and re-subscribes by itself; an event lost meanwhile is refetched by the clients).
const FIRE_AND_FORGET = ['publish', 'pSubscribe', 'subscribe', 'pUnsubscribe', 'unsubscribe'] as const;

function guardClient(client: RedisClient, role: string, log: FastifyBaseLogger): RedisClient {
  let down = false;
  client.on('error', (error: Error) => {
    // node-redis emits one error per failed reconnect attempt: log the outage once.
    if (!down)
      log.warn({ err: error, redis: role }, 'Redis unavailable; socket events reach this instance only');
    down = true;
  });
  client.on('ready', () => {
    if (down) log.info({ redis: role }, 'Redis reconnected');
    down = false;
  });
  const methods = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of FIRE_AND_FORGET) {
    const original = methods[name]!.bind(client);
    methods[name] = (...args) =>
      original(...args).catch((error: unknown) => {
        if (!down) log.warn({ err: error, redis: role, command: name }, 'Redis command failed');
      });
  }
  return client;
}

async function closeClient(client: RedisClient): Promise<void> {
  if (!client.isOpen) return;
  const closed = client.close().catch(() => {});
  const timer = new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref());
  await Promise.race([closed, timer]);
  // Still waiting for a reply from an unreachable Redis: give up on it.
  if (client.isOpen) client.destroy();
}

/**
 * The socket.io Redis adapter (REDIS_URL): every instance publishes its room events and receives
 * the others', so a patient connected to instance A hears what staff did on instance B.
 * Start-up waits a few seconds for Redis, then goes on without it; node-redis keeps reconnecting.
 */
export async function createRedisAdapter(url: string, log: FastifyBaseLogger) {
  // Imported here: loading `redis` takes about half a second, which instances without Redis skip.
  const [{ createClient }, { createAdapter }] = await Promise.all([
    import('redis'),
    import('@socket.io/redis-adapter'),
  ]);
  // While Redis is down, publishing fails at once instead of queueing every event for later;
  // the subscriber queues its SUBSCRIBE commands and re-subscribes after each reconnect.
  const pub = guardClient(createClient({ url, disableOfflineQueue: true }), 'pub', log);
  const sub = guardClient(createClient({ url }), 'sub', log);
  const connected = Promise.all([pub.connect(), sub.connect()]);
  connected.catch(() => {});
  const waited = await Promise.race([
    connected.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), CONNECT_WAIT_MS).unref()),
  ]);
  if (!waited) log.warn('Redis not reachable yet; starting anyway (it keeps trying)');
  return {
    adapter: createAdapter(pub, sub),
    close: async () => {
      await Promise.all([closeClient(pub), closeClient(sub)]);
    },
  };
}
