/**
 * SQLSTATEs of a lost or refused connection: the server shut down or was told to end this
 * session (57P01 admin_shutdown, e.g. pg_terminate_backend; 57P02 crash_shutdown; 57P03
 * cannot_connect_now, still starting), and class 08 (connection exception).
 */
const LOST_STATES = /^(57P0[123]|08...)$/;
/** Node's socket errors when the server is down or the connection breaks. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** pg and pg-pool say it in words only. */
const MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether a failure means the database could not be reached (PostgreSQL restarted, a connection
 * was terminated, the network broke) rather than a bug: the request is answered 503 with
 * Retry-After instead of 500, and the pool connects anew once the server is back. Drizzle wraps
 * the driver's error in `cause`, so the whole chain is looked at. A closed PGlite is not one: it
 * only closes when the app does.
 */
export function isConnectionLoss(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth++
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_STATES.test(code) || SOCKET_ERRORS.has(code))) return true;
    if (MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message)))
      return true;
  }
  return false;
}
