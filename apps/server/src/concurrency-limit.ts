/**
 * Runs at most `limit` tasks at a time; the rest wait in order.
 * @example const limited = concurrencyLimit(2); await limited(() => work());
 */
export function concurrencyLimit(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running--;
    waiting.shift()?.();
  };
  return async (work) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      next();
    }
  };
}
