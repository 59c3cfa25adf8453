/**
 * Runs `refresh` once per burst of calls: a short moment after the first (the rest of a burst
 * arrives meanwhile), then at most once per `intervalMs` while calls keep coming. A staff screen
 * refetches its visible page so, not the whole list per socket message.
 */
export function burstRefresh(refresh: () => void, { delayMs = 150, intervalMs = 1000 } = {}) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastRun = Number.NEGATIVE_INFINITY;
  return {
    request(): void {
      if (timer !== undefined) return;
      const wait = Math.max(delayMs, lastRun + intervalMs - Date.now());
      timer = setTimeout(() => {
        timer = undefined;
        lastRun = Date.now();
        refresh();
      }, wait);
    },
    cancel(): void {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
