import type { Socket as NetSocket } from 'node:net';
import { MAX_SOCKETS_PER_TOKEN } from '@qtify/shared/domain/abuse-limits';
import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  SOCKET_REFUSALS,
} from '@qtify/shared/realtime/socket-events';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { AuthenticateDeps } from '../auth/authenticate-token';
import { authenticateSocket, type SocketAuthDeps } from './authenticate-socket';
import type { Realtime } from './realtime';
import { createRedisAdapter } from './redis-adapter';
import { SlicedWrites } from './sliced-writes';
import {
  businessRoom,
  displayLinkRoom,
  displayRoom,
  entryRoom,
  portalRoom,
  QUEUE_SLICES,
  queueRoom,
  queueSliceRoom,
  queueSliceRooms,
  type SocketData,
  sessionRoom,
  sliceRoomsOf,
  userRoom,
} from './socket-events';
import { SocketLimit } from './socket-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket server's side of API.md "Realtime" (what `context.realtime` is). */
    realtime: Realtime;
  }
}

export interface SocketServerDeps extends SocketAuthDeps {
  config: AuthenticateDeps['config'] & { redisUrl?: string };
  /** Sockets one token may hold open on this instance (default MAX_SOCKETS_PER_TOKEN). */
  maxSocketsPerToken?: number;
}

/** Socket connections still open this long after shutdown began are cut (a vanished phone never answers). */
const WEBSOCKET_CLOSE_GRACE_MS = 1000;

/**
 * socket.io at /socket.io on the app's HTTP server (API.md "Realtime"). The connection middleware
 * authenticates `auth.token` and decides the rooms; clients never choose them. With REDIS_URL the
 * Redis adapter fans events out to every instance. Closed when the app closes, before the database.
 */
export async function attachSocketServer(app: FastifyInstance, deps: SocketServerDeps): Promise<Realtime> {
  let closing = false;
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(
    app.server,
    { path: '/socket.io', serveClient: false, allowRequest: (_request, accept) => accept(null, !closing) },
  );
  const redis = deps.config.redisUrl ? await createRedisAdapter(deps.config.redisUrl, app.log) : undefined;
  if (redis) io.adapter(redis.adapter);

  const limit = new SocketLimit(deps.maxSocketsPerToken ?? MAX_SOCKETS_PER_TOKEN);
  io.use(async (socket, next) => {
    try {
      const data = await authenticateSocket(deps, socket.handshake.auth?.token);
      if (!data) return next(new Error(SOCKET_REFUSALS.unauthenticated));
      // Per instance: with several, a token may hold this many on each (the balancer spreads them).
      if (!limit.take(data.limitKey)) return next(new Error(SOCKET_REFUSALS.tooManySockets));
      // Whichever comes first: the socket leaves, or its connection closes before it ever joined.
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        limit.release(data.limitKey);
      };
      socket.once('disconnect', release);
      socket.conn.once('close', release);
      socket.data = data;
      next();
    } catch (error) {
      app.log.error({ err: error }, 'socket authentication failed');
      next(new Error('INTERNAL'));
    }
  });
  // Round robin: a place's sockets spread evenly over its slices.
  let connections = 0;
  io.on('connection', (socket) => {
    const slice = connections++ % QUEUE_SLICES;
    socket.join([...socket.data.rooms, ...sliceRoomsOf(socket.data.rooms, slice)]);
    socket.on('register', (payload, ack) => {
      if (typeof ack !== 'function') return;
      const userId = payload?.userId;
      ack({ ok: typeof userId === 'string' && userId === socket.data.userId });
    });
  });

  // Shutdown: refuse new socket sessions and close the transports of the open ones, so their
  // clients reconnect (to another instance, or to this one once it is back) and refetch. Not
  // disconnectSockets(): a client told "io server disconnect" would never reconnect by itself.
  // Open websockets and idle polling connections would keep server.close() waiting, so they are
  // cut after a short grace. The HTTP server itself is Fastify's to close.
  const upgraded = new Set<NetSocket>();
  app.server.on('upgrade', (_request, socket: NetSocket) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
  });
  app.addHook('preClose', async () => {
    closing = true;
    io.engine.close();
    await io.of('/').adapter.close();
    setTimeout(() => {
      for (const socket of upgraded) socket.destroy();
      app.server.closeIdleConnections();
    }, WEBSOCKET_CLOSE_GRACE_MS).unref();
  });
  app.addHook('onClose', async () => {
    await redis?.close();
  });

  const sliced = new SlicedWrites();
  const realtime: Realtime = {
    queueChanged(payload) {
      io.to(businessRoom(payload.businessId)).emit('queue:changed', payload);
      io.to(displayRoom(payload.businessId)).emit('display:changed', { version: payload.version });
    },
    queueMoved(move) {
      // One broadcast, written a slice of the room per turn (socket.io encodes it once per slice).
      sliced.run(
        Array.from({ length: QUEUE_SLICES }, (_, slice) => () => {
          io.to(queueSliceRoom(move.businessId, slice)).emit('queue:moved', move);
        }),
      );
    },
    appointmentsChanged(businessId) {
      io.to(businessRoom(businessId)).emit('appointments:changed', { businessId });
    },
    announcementsChanged(businessId, patientRoom) {
      io.to(businessRoom(businessId)).emit('announcements:changed', { businessId });
      io.to(queueRoom(businessId)).emit('announcements:current', { businessId, announcements: patientRoom });
    },
    prescriptionsChanged(businessId) {
      io.to(businessRoom(businessId)).emit('prescriptions:changed', { businessId });
    },
    portalChanged(patientId) {
      io.to(portalRoom(patientId)).emit('portal:changed', {});
    },
    entryChanged(entryId, entry) {
      io.to(entryRoom(entryId)).emit('entry:changed', { entry });
    },
    notify(entryId, notification) {
      io.to(entryRoom(entryId)).emit('notification', {
        title: notification.title,
        message: notification.message,
        ...(notification.kind ? { kind: notification.kind } : {}),
      });
    },
    leaveQueue(businessId, entryIds) {
      if (entryIds.length === 0) return;
      // After the broadcasts asked for before (the entries' last move), never before.
      sliced.run([
        () =>
          io
            .in(entryIds.map(entryRoom))
            .socketsLeave([queueRoom(businessId), ...queueSliceRooms(businessId)]),
      ]);
    },
    disconnectSessions(sessionIds) {
      // `true`: close the connections too; through the Redis adapter this reaches every instance.
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    disconnectUsers(userIds) {
      if (userIds.length > 0) io.in(userIds.map(userRoom)).disconnectSockets(true);
    },
    async leaveBusiness(userId, businessId) {
      io.in(userRoom(userId)).socketsLeave(businessRoom(businessId));
      // Through the Redis adapter the leave is a request to every instance; a fetch after it on
      // the same channel is answered only once each instance has handled the leave, so the
      // removal is done (not merely sent) when the caller answers.
      // An instance that does not answer in time has lost its connections anyway.
      await io
        .in(userRoom(userId))
        .fetchSockets()
        .catch(() => undefined);
    },
    displaysChanged(businessId) {
      io.to(displayRoom(businessId)).emit('display:changed', { version: -1 });
    },
    disconnectDisplay(displayId) {
      io.in(displayLinkRoom(displayId)).disconnectSockets(true);
    },
    joinEntry(userId, entryId) {
      io.in(userRoom(userId)).socketsJoin(entryRoom(entryId));
    },
  };
  app.decorate('realtime', realtime);
  return realtime;
}
