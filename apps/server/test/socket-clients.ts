import { io, type Socket } from 'socket.io-client';

/** A socket.io client of the app at `url` (websocket only, no reconnection: a test sees every failure). */
function openSocket(url: string, token?: string): Socket {
  return io(url, {
    path: '/socket.io',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
}

/** A connected socket; rejects with the server's refusal (e.g. 'UNAUTHENTICATED'). */
export function connectSocket(url: string, token?: string): Promise<Socket> {
  const socket = openSocket(url, token);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The message the server refused the connection with (throws if it was accepted). */
export async function refusal(url: string, token?: string): Promise<string> {
  try {
    const socket = await connectSocket(url, token);
    socket.close();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the server accepted the connection');
}

export interface RecordedEvent {
  event: string;
  payload: unknown;
}

/** Every event a socket receives, in order. */
export function recordEvents(socket: Socket): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  return events;
}

/** The payload of the next `event` on the socket. */
export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
