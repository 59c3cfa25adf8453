import type { FastifyBaseLogger } from 'fastify';
import { isConnectionLoss } from './db/is-connection-loss';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's background work; `await app.backgroundTasks.idle()` waits for it (tests do). */
    backgroundTasks: BackgroundTasks;
  }
}

/**
 * Work that must not hold up an answer (sending a mail after `202 Accepted`): it starts after the
 * current I/O turn, so the answer is written first and its timing does not depend on the work.
 * Failures are logged, never thrown at a caller. `idle()` waits for everything started so far;
 * the app calls it on close, so a shutdown does not drop a mail half-way.
 */
export class BackgroundTasks {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, work: () => Promise<unknown>): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => {},
        (error: unknown) =>
          // A lost database connection is an outage being reported elsewhere, not a bug here.
          isConnectionLoss(error)
            ? this.log.warn({ err: error, task: name }, 'background task failed: database unavailable')
            : this.log.error({ err: error, task: name }, 'background task failed'),
      )
      .finally(() => this.#pending.delete(task));
    this.#pending.add(task);
  }

  /** Resolves once no task is running, including tasks started by the ones awaited. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending);
  }
}
