/**
 * Runs at most `limit` tasks at a time; the rest wait in order.
 * @example const limited = concurrencyLimit(2); await limited(() => work());
 */
export function concurrencyLimit(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished task hands its slot straight to the next waiter, so a task arriving in between
  // cannot slip past the queue (and past the limit).
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async (work) => {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      release();
    }
  };
}
