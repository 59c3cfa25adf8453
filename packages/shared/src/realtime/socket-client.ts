// A small client for the server's socket.io endpoint over WebSocket only (engine.io protocol 4,
// socket.io protocol 5). It is all the app needs: connect with auth, receive events, emit with an
// acknowledgement, answer pings, reconnect. socket.io-client does the same plus HTTP long-polling,
// which costs 12.7 KB gzip on the patient room's first visit (docs/decisions/0003) and needs
// sticky sessions behind a load balancer; WebSocket needs neither.

import { SOCKET_REFUSALS } from './socket-events';

/** The subset of the WebSocket API used here (the browser's, or `ws` in Node tests). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

export type WebSocketFactory = (url: string) => WebSocketLike;

export interface SocketClientOptions {
  /** Page origin, e.g. https://app.example; ws(s) follows from http(s). */
  origin: string;
  auth: Record<string, unknown>;
  createWebSocket?: WebSocketFactory;
  /** Waits before reconnecting: 1 s doubling to this (with jitter). */
  maxReconnectDelayMs?: number;
}

type Listener = (payload: unknown) => void;

/** Lifecycle events besides the server's: connect, disconnect, connect_error. */
export class SocketClient {
  #socket: WebSocketLike | undefined;
  #listeners = new Map<string, Set<Listener>>();
  #acks = new Map<number, (answer: unknown) => void>();
  #nextAck = 1;
  #attempt = 0;
  #closed = false;
  #connected = false;
  #heartbeat: ReturnType<typeof setTimeout> | undefined;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #pingDeadlineMs = 45_000;

  constructor(private readonly options: SocketClientOptions) {
    this.#open();
  }

  get connected(): boolean {
    return this.#connected;
  }

  on(event: string, listener: Listener): () => void {
    let set = this.#listeners.get(event);
    if (!set) {
      set = new Set();
      this.#listeners.set(event, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Sends an event; `ack` receives the server's acknowledgement (socket.io callback). */
  emit(event: string, payload: unknown, ack?: (answer: unknown) => void): void {
    if (!this.#connected) return;
    let id = '';
    if (ack) {
      id = String(this.#nextAck);
      this.#acks.set(this.#nextAck++, ack);
    }
    this.#send(`42${id}${JSON.stringify([event, payload])}`);
  }

  /** Closes for good (no reconnect). */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#retry);
    clearTimeout(this.#heartbeat);
    this.#socket?.close();
    this.#setConnected(false);
  }

  #open(): void {
    const base = this.options.origin.replace(/^http/, 'ws');
    const url = `${base}/socket.io/?EIO=4&transport=websocket`;
    const create =
      this.options.createWebSocket ?? ((address: string) => new WebSocket(address) as WebSocketLike);
    const socket = create(url);
    this.#socket = socket;
    socket.onmessage = (event) => this.#receive(String(event.data));
    socket.onclose = () => this.#lost(socket);
    socket.onerror = () => socket.close();
  }

  #receive(frame: string): void {
    const type = frame[0];
    if (type === '0') {
      // Engine open: the server's heartbeat settings; then join the default namespace with auth.
      const open = JSON.parse(frame.slice(1)) as { pingInterval?: number; pingTimeout?: number };
      this.#pingDeadlineMs = (open.pingInterval ?? 25_000) + (open.pingTimeout ?? 20_000);
      this.#expectPing();
      this.#send(`40${JSON.stringify(this.options.auth)}`);
    } else if (type === '2') {
      this.#send('3');
      this.#expectPing();
    } else if (type === '1') {
      this.#socket?.close();
    } else if (type === '4') {
      this.#packet(frame.slice(1));
    }
  }

  #packet(packet: string): void {
    const type = packet[0];
    const body = packet.slice(1);
    if (type === '0') {
      this.#attempt = 0;
      this.#setConnected(true);
    } else if (type === '4') {
      // CONNECT_ERROR: the token was refused, and retrying with it cannot help; unless it only holds
      // as many sockets as a token may (other tabs): then a place frees up when one closes.
      const error = JSON.parse(body || '{}') as { message?: string };
      if (error.message !== SOCKET_REFUSALS.tooManySockets) this.#closed = true;
      this.#dispatch('connect_error', new Error(error.message ?? 'connect_error'));
      this.#socket?.close();
    } else if (type === '1') {
      this.#socket?.close();
    } else if (type === '2' || type === '3') {
      const start = body.search(/[[{]/);
      const id = start > 0 ? Number(body.slice(0, start)) : undefined;
      const data = JSON.parse(body.slice(Math.max(start, 0))) as unknown[];
      if (type === '2') this.#dispatch(String(data[0]), data[1]);
      else if (id !== undefined) {
        this.#acks.get(id)?.(data[0]);
        this.#acks.delete(id);
      }
    }
  }

  #lost(socket: WebSocketLike): void {
    if (socket !== this.#socket) return;
    clearTimeout(this.#heartbeat);
    this.#acks.clear();
    this.#setConnected(false);
    if (this.#closed) return;
    const max = this.options.maxReconnectDelayMs ?? 10_000;
    const delay = Math.min(max, 1000 * 2 ** this.#attempt++) * (0.75 + Math.random() * 0.5);
    this.#retry = setTimeout(() => this.#open(), delay);
  }

  #expectPing(): void {
    clearTimeout(this.#heartbeat);
    // A server that stops pinging is gone (sleeping laptop, dead proxy): reconnect.
    this.#heartbeat = setTimeout(() => this.#socket?.close(), this.#pingDeadlineMs);
  }

  #setConnected(connected: boolean): void {
    if (this.#connected === connected) return;
    this.#connected = connected;
    this.#dispatch(connected ? 'connect' : 'disconnect', undefined);
  }

  #send(frame: string): void {
    if (this.#socket?.readyState === 1) this.#socket.send(frame);
  }

  #dispatch(event: string, payload: unknown): void {
    for (const listener of this.#listeners.get(event) ?? []) listener(payload);
  }
}
