import type { PatientEntry } from '@qtify/shared/schemas/queue-schemas';
import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';

/** The server's events (API.md "Realtime"). */
export interface RealtimeHandlers {
  'queue:changed'?: (payload: { businessId: string }) => void;
  'entry:changed'?: (payload: { entry: PatientEntry }) => void;
  notification?: (payload: { title: string; message: string }) => void;
}

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
 * A live socket.io connection for the page (API.md "Realtime"). socket.io-client is loaded on
 * first use, so pages that never go live never download it. Returns whether it is connected.
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
    let socket: Socket | undefined;
    let cancelled = false;
    let wasConnected = false;

    import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      socket = io({ path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
      socket.on('connect', () => {
        setConnected(true);
        if (userId) socket?.emit('register', { userId }, () => {});
        // The first connect follows the page's own fetch; later ones may have missed events.
        if (wasConnected) resync.current();
        wasConnected = true;
      });
      socket.on('disconnect', () => setConnected(false));
      for (const event of ['queue:changed', 'entry:changed', 'notification'] as const) {
        socket.on(event, (payload: unknown) =>
          (handlers.current[event] as ((p: unknown) => void) | undefined)?.(payload),
        );
      }
    });

    const onVisible = () => {
      if (document.visibilityState === 'visible') resync.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
      socket?.disconnect();
      setConnected(false);
    };
  }, [token, userId]);

  return { connected };
}
