import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database';

/** In-flight requests get this long to finish before the process gives up on them. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (meanwhile new
 * requests on open connections get 503, fastify's return503OnClosing), then close the database
 * (PGlite checkpoints) and exit 0. If draining hangs, exit 1 after SHUTDOWN_TIMEOUT_MS.
 */
export function installGracefulShutdown(app: FastifyInstance, database: Database): void {
  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const timer = setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    let exitCode = 0;
    try {
      await app.close();
      await database.close();
      app.log.info('shut down cleanly');
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exitCode = 1;
    }
    clearTimeout(timer);
    process.exit(exitCode);
  };
  // once: a second signal while draining takes the default action and ends the process at once.
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
