import type { ServerToClientEvents } from '@qtify/shared/realtime/socket-events';
import { useEffect, useRef, useState } from 'react';
import { acquireSocket, releaseSocket } from './shared-socket';

/** The server's events (API.md "Realtime"; the typed maps live in packages/shared). */
export type RealtimeHandlers = Partial<ServerToClientEvents>;

const EVENTS = [
  'queue:changed',
  'queue:moved',
  'appointments:changed',
  'entry:changed',
  'notification',
  'announcements:changed',
  'announcements:current',
  'prescriptions:changed',
  'portal:changed',
  'display:changed',
] as const satisfies readonly (keyof ServerToClientEvents)[];

export interface RealtimeOptions {
  /** A user's bearer token or a queue entry token; nothing connects without one. */
  token: string | null | undefined;
  /** Sent with `register` after connecting (SPEC §7), when known. */
  userId?: string | undefined;
  on: RealtimeHandlers;
  /**
   * Refetch what the page shows: called after every reconnect and when the tab comes back to the
   * foreground, so an event missed while offline or asleep never leaves stale data on screen.
   */
  onResync: () => void;
}

/**
 * A live connection for the page (API.md "Realtime") through the small WebSocket-only client
 * (docs/decisions/0003), shared with the screen's other listeners. Returns whether it is connected.
 */
export function useRealtime({ token, userId, on, onResync }: RealtimeOptions): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  // The latest callbacks, without reconnecting when a render passes new functions.
  const handlers = useRef(on);
  const resync = useRef(onResync);
  handlers.current = on;
  resync.current = onResync;

  useEffect(() => {
    if (!token) return;
    const client = acquireSocket(token, userId);
    // The first connect follows the page's own fetch; later ones may have missed events.
    let wasConnected = client.connected;
    setConnected(client.connected);
    const stop = [
      client.on('connect', () => {
        setConnected(true);
        if (wasConnected) resync.current();
        wasConnected = true;
      }),
      client.on('disconnect', () => setConnected(false)),
      ...EVENTS.map((event) =>
        client.on(event, (payload) =>
          (handlers.current[event] as ((p: unknown) => void) | undefined)?.(payload),
        ),
      ),
    ];

    const onVisible = () => {
      if (document.visibilityState === 'visible') resync.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      for (const off of stop) off();
      releaseSocket(token);
      setConnected(false);
    };
  }, [token, userId]);

  return { connected };
}
