import type { FastifyBaseLogger } from 'fastify';

export interface ScheduledJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs` (the first time after one interval), one run at a time, logging
 * failures instead of crashing. The timer does not keep the process alive.
 */
export function scheduleJob(
  name: string,
  intervalMs: number,
  work: () => Promise<void>,
  log: FastifyBaseLogger,
): ScheduledJob {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .catch((error: unknown) => log.error({ err: error, job: name }, 'job failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
