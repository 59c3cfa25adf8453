import { SocketClient } from '@qtify/shared/realtime/socket-client';

/** How long an unused connection stays open for the next screen to take over (page → page). */
const HANDOVER_MS = 3000;

interface Shared {
  client: SocketClient;
  users: number;
  userId: string | undefined;
  closeTimer: number | undefined;
}

const connections = new Map<string, Shared>();

/**
 * The one live connection of a token, shared by every part of the screen that listens (the
 * calendar and the queue beside it), so a page opens one WebSocket, not one per panel. After
 * connecting it sends `register` with the user id once (SPEC §7). Give it back with
 * releaseSocket().
 */
export function acquireSocket(token: string, userId: string | undefined): SocketClient {
  let shared = connections.get(token);
  if (!shared) {
    shared = {
      client: new SocketClient({ origin: window.location.origin, auth: { token } }),
      users: 0,
      userId: undefined,
      closeTimer: undefined,
    };
    connections.set(token, shared);
  }
  window.clearTimeout(shared.closeTimer);
  shared.users++;
  if (userId && !shared.userId) {
    const { client } = shared;
    shared.userId = userId;
    client.on('connect', () => client.emit('register', { userId }));
    if (client.connected) client.emit('register', { userId });
  }
  return shared.client;
}

/** Gives a connection back; the last user's release closes it after a short handover time. */
export function releaseSocket(token: string): void {
  const shared = connections.get(token);
  if (!shared || --shared.users > 0) return;
  shared.closeTimer = window.setTimeout(() => {
    if (shared.users > 0) return;
    shared.client.close();
    connections.delete(token);
  }, HANDOVER_MS);
}
